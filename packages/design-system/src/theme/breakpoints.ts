import type { BreakpointsOptions } from '@mui/material/styles';

// Spec section 9 adds two width breakpoints, mobile and tablet, to MUI's defaults so that
// `theme.breakpoints.down('mobile')` and the sx shorthand `{ mobile: ... }` both work.
declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    mobile: true;
    tablet: true;
  }
}

/** Breakpoint widths in px (spec section 9: mobile 768, tablet 1080) plus MUI's defaults. */
export const breakpointValues = {
  xs: 0,
  sm: 600,
  mobile: 768,
  md: 900,
  tablet: 1080,
  lg: 1200,
  xl: 1536,
} as const;

/** A screen this tall or shorter is a short screen (spec section 9), whatever its width. */
export const shortScreenMaxHeight = 750;

export const breakpoints: BreakpointsOptions = { values: breakpointValues };

// MUI's down(key) stops 0.05 px below the value so that up(key) and down(key) never overlap;
// these helpers follow the same rule, so they agree with theme.breakpoints.* exactly.
const below = (px: number) => `@media (max-width:${px - 0.05}px)`;

/**
 * Media queries for the product's screen classes. Each works in `sx`/`styled` as an object key and
 * in MUI's `useMediaQuery` (which strips the `@media` prefix).
 */
export const mediaQueries = {
  /** Narrower than 768 px. */
  mobile: below(breakpointValues.mobile),
  /** Narrower than 1080 px (includes mobile). */
  tabletDown: below(breakpointValues.tablet),
  /** From 768 px up to, not including, 1080 px. */
  tablet: `@media (min-width:${breakpointValues.mobile}px) and (max-width:${breakpointValues.tablet - 0.05}px)`,
  /** 1080 px and wider. */
  desktop: `@media (min-width:${breakpointValues.tablet}px)`,
  /** 750 px tall or less. */
  shortScreen: `@media (max-height:${shortScreenMaxHeight}px)`,
} as const;

export type ScreenClass = keyof typeof mediaQueries;
