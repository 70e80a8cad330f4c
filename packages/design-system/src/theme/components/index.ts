import type { Components, Theme } from '@mui/material/styles';

import { MuiButton } from './MuiButton';
import { MuiButtonBase } from './MuiButtonBase';
import { MuiCssBaseline } from './MuiCssBaseline';
import { MuiLink } from './MuiLink';
import { MuiOutlinedInput } from './MuiOutlinedInput';
import { MuiPaper } from './MuiPaper';

/** Every MUI component override of the Lexio theme, one file per component. */
export const components: Components<Omit<Theme, 'components'>> = {
  MuiButton,
  MuiButtonBase,
  MuiCssBaseline,
  MuiLink,
  MuiOutlinedInput,
  MuiPaper,
};
