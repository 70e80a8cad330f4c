import type { Components, Theme } from '@mui/material/styles';

/** Global styles: font smoothing and a respectful reduced-motion default. */
export const MuiCssBaseline: Components<Theme>['MuiCssBaseline'] = {
  styleOverrides: {
    body: {
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
    },
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': {
        scrollBehavior: 'auto !important',
      },
    },
  },
};
