import type { Components, Theme } from '@mui/material/styles';

import { radii } from '../tokens.js';

/** Buttons: sentence case, no elevation (the focus ring is MuiButtonBase's, shared by all). */
export const MuiButton: Components<Theme>['MuiButton'] = {
  defaultProps: {
    disableElevation: true,
  },
  styleOverrides: {
    root: ({ theme }) => ({
      borderRadius: radii.medium,
      paddingInline: theme.spacing(2),
    }),
    sizeLarge: { minHeight: 44 },
  },
};
