import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { forwardRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { VisibilityIcon, VisibilityOffIcon } from '../../lib/ui/Icons';
import { authMessages } from './auth.messages';
import { AuthField, type AuthFieldProps } from './AuthField';

/** A password field with a show/hide toggle. */
export const PasswordInput = forwardRef<HTMLInputElement, AuthFieldProps>(
  function PasswordInput(props, ref) {
    const intl = useIntl();
    const [visible, setVisible] = useState(false);
    return (
      <AuthField
        {...props}
        ref={ref}
        type={visible ? 'text' : 'password'}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              aria-label={intl.formatMessage(
                visible ? authMessages.hidePassword : authMessages.showPassword,
              )}
              aria-pressed={visible}
              onClick={() => setVisible((v) => !v)}
              edge="end"
              size="small"
            >
              {visible ? (
                <VisibilityOffIcon fontSize="small" />
              ) : (
                <VisibilityIcon fontSize="small" />
              )}
            </IconButton>
          </InputAdornment>
        }
      />
    );
  },
);
