import type { Components, Theme } from '@mui/material/styles';

/** Links: underlined so they never rely on colour alone (WCAG 1.4.1). */
export const MuiLink: Components<Theme>['MuiLink'] = {
  defaultProps: {
    underline: 'always',
  },
};
