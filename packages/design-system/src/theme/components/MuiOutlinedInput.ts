import type { Components, Theme } from '@mui/material/styles';

import { radii } from '../tokens.js';

/** Text fields: rounded like buttons, with a white fill on the grey page background. */
export const MuiOutlinedInput: Components<Theme>['MuiOutlinedInput'] = {
  styleOverrides: {
    root: ({ theme }) => ({
      borderRadius: radii.medium,
      backgroundColor: theme.palette.background.paper,
    }),
  },
};
