import type { Components, Theme } from '@mui/material/styles';

import { MuiButton } from './MuiButton.js';
import { MuiButtonBase } from './MuiButtonBase.js';
import { MuiCssBaseline } from './MuiCssBaseline.js';
import { MuiLink } from './MuiLink.js';
import { MuiOutlinedInput } from './MuiOutlinedInput.js';
import { MuiPaper } from './MuiPaper.js';

/** Every MUI component override of the Lexio theme, one file per component. */
export const components: Components<Omit<Theme, 'components'>> = {
  MuiButton,
  MuiButtonBase,
  MuiCssBaseline,
  MuiLink,
  MuiOutlinedInput,
  MuiPaper,
};
