import type { Components, Theme } from '@mui/material/styles';

/**
 * Global styles: font smoothing, a respectful reduced-motion default, and the product's one
 * keyboard focus style. The ring is set here, on every ButtonBase (buttons, icon buttons, list and
 * menu rows, chips, tabs, radios), rather than per component: some components reset the outline
 * in their own styles, which a ButtonBase override does not outrank. Navy on white is about 12:1,
 * far above the 3:1 WCAG 2.2 asks of a focus indicator.
 */
export const MuiCssBaseline: Components<Theme>['MuiCssBaseline'] = {
  styleOverrides: (theme) => ({
    '.MuiButtonBase-root.Mui-focusVisible, .MuiButtonBase-root:focus-visible': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: 2,
    },
    // Rows fill their list or menu: the ring goes inside, where the container does not clip it.
    '.MuiListItemButton-root.Mui-focusVisible, .MuiListItemButton-root:focus-visible, .MuiMenuItem-root.Mui-focusVisible, .MuiMenuItem-root:focus-visible':
      {
        outlineOffset: -2,
      },
    body: {
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
    },
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': {
        scrollBehavior: 'auto !important',
      },
    },
  }),
};
