import type { Components, Theme } from '@mui/material/styles';

import { radii } from '../tokens.js';

/** Surfaces: a hairline border instead of heavy shadows. */
export const MuiPaper: Components<Theme>['MuiPaper'] = {
  defaultProps: {
    elevation: 0,
  },
  styleOverrides: {
    root: { borderRadius: radii.large },
    outlined: ({ theme }) => ({ borderColor: theme.palette.divider }),
  },
};
