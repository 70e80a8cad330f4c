// Raw design tokens. The palette, typography and component overrides read from here so that a
// brand change is one edit; apps should read the theme rather than these constants.

/** Brand and neutral colours. */
export const colors = {
  navy900: '#0F1B33',
  navy800: '#16264A',
  navy700: '#1F3563',
  navy600: '#2A4681',
  navy100: '#DCE4F2',
  navy50: '#EEF2F9',
  gold600: '#8A6A16',
  gold500: '#B08A2E',
  gold100: '#F4ECD6',
  grey900: '#1C1F24',
  grey800: '#2E3238',
  grey700: '#454A52',
  grey600: '#5E646D',
  grey300: '#C9CDD3',
  grey200: '#E1E4E8',
  grey100: '#F1F3F5',
  grey50: '#F8F9FA',
  white: '#FFFFFF',
  red700: '#B3261E',
  red100: '#FBE3E1',
  green700: '#1E6B3A',
  green100: '#DFF2E5',
  amber700: '#8C5300',
  amber100: '#FFF0D6',
  blue700: '#0B5CAD',
  blue100: '#DCEBFA',
} as const;

/** Type families: Inter is loaded by the app (or Storybook); the rest are fallbacks. */
export const fontFamilies = {
  sans: '"Inter Variable", Inter, "Helvetica Neue", Arial, sans-serif',
  mono: '"DejaVu Sans Mono", Menlo, Consolas, monospace',
} as const;

/** The spacing unit in px: theme.spacing(n) is n times this. */
export const spacingUnit = 8;

/** Corner radii in px. */
export const radii = {
  small: 4,
  medium: 8,
  large: 12,
  pill: 999,
} as const;

/** Durations in ms that are part of the product's behaviour (spec section 9). */
export const durations = {
  buttonSuccess: 1500,
  toast: 5000,
  responseReady: 15000,
  carouselSlide: 8000,
} as const;
