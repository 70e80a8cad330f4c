import type { Components, Theme } from '@mui/material/styles';

import { radii } from '../tokens.js';

/** Buttons: sentence case, no elevation, a visible keyboard focus ring. */
export const MuiButton: Components<Theme>['MuiButton'] = {
  defaultProps: {
    disableElevation: true,
  },
  styleOverrides: {
    root: ({ theme }) => ({
      borderRadius: radii.medium,
      paddingInline: theme.spacing(2),
      '&.Mui-focusVisible': {
        outline: `2px solid ${theme.palette.primary.main}`,
        outlineOffset: 2,
      },
    }),
    sizeLarge: { minHeight: 44 },
  },
};
