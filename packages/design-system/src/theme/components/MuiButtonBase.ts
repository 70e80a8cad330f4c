import type { Components, Theme } from '@mui/material/styles';

/** Every clickable MUI element: keep the ripple, but never let it replace the focus ring. */
export const MuiButtonBase: Components<Theme>['MuiButtonBase'] = {
  defaultProps: {
    focusRipple: false,
  },
};
