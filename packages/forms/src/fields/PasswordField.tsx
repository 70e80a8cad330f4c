import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';

import { TextFieldControlled, type TextFieldControlledProps } from './TextFieldControlled';
import { VisibilityIcon, VisibilityOffIcon } from './visibility-icons';

/** Props of the password field. */
export type PasswordFieldProps<TFieldValues extends FieldValues, TOutput = TFieldValues> = Omit<
  TextFieldControlledProps<TFieldValues, TOutput>,
  'type'
> & {
  /** Accessible name of the toggle while the password is hidden. */
  showPasswordLabel?: string;
  /** Accessible name of the toggle while the password is shown. */
  hidePasswordLabel?: string;
};

/** A password input with a button that shows or hides what was typed. */
export function PasswordField<TFieldValues extends FieldValues, TOutput = TFieldValues>({
  showPasswordLabel = 'Show password',
  hidePasswordLabel = 'Hide password',
  autoComplete = 'current-password',
  slotProps,
  ...props
}: PasswordFieldProps<TFieldValues, TOutput>) {
  const [visible, setVisible] = useState(false);
  const inputSlotProps = (slotProps?.input ?? {}) as Record<string, unknown>;

  return (
    <TextFieldControlled
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      slotProps={{
        ...slotProps,
        input: {
          ...inputSlotProps,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? hidePasswordLabel : showPasswordLabel}
                onClick={() => setVisible((shown) => !shown)}
                // Keeps focus (and the caret) in the input while toggling.
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
