import type { PaletteOptions } from '@mui/material/styles';

import { colors } from './tokens.js';

/** The light palette: navy for actions, gold as the secondary accent, accessible status colours. */
export const palette: PaletteOptions = {
  mode: 'light',
  primary: {
    main: colors.navy700,
    dark: colors.navy900,
    light: colors.navy600,
    contrastText: colors.white,
  },
  secondary: {
    main: colors.gold600,
    dark: '#6B520F',
    light: colors.gold500,
    contrastText: colors.white,
  },
  error: { main: colors.red700, light: colors.red100, contrastText: colors.white },
  warning: { main: colors.amber700, light: colors.amber100, contrastText: colors.white },
  info: { main: colors.blue700, light: colors.blue100, contrastText: colors.white },
  success: { main: colors.green700, light: colors.green100, contrastText: colors.white },
  text: { primary: colors.grey900, secondary: colors.grey600, disabled: '#8A9099' },
  background: { default: colors.grey50, paper: colors.white },
  divider: colors.grey200,
  grey: {
    50: colors.grey50,
    100: colors.grey100,
    200: colors.grey200,
    300: colors.grey300,
    600: colors.grey600,
    700: colors.grey700,
    800: colors.grey800,
    900: colors.grey900,
  },
};
