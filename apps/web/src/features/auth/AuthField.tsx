/*
 * A labelled outlined input with helper text, built from MUI's parts rather than TextField: TextField
 * brings Select (menus, popovers, modals) along, about 10 KB gzip the sign-in page does not need.
 */
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { forwardRef, type ReactNode, useId } from 'react';

export interface AuthFieldProps extends Omit<OutlinedInputProps, 'label' | 'error'> {
  /** Visible label, also the accessible name. */
  label: string;
  /** Error message; shown under the field and marks it invalid. */
  error?: string;
  /** Helper text shown while there is no error. */
  helperText?: ReactNode;
}

export const AuthField = forwardRef<HTMLInputElement, AuthFieldProps>(function AuthField(
  { label, error, helperText, id, fullWidth = true, ...input },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const helpId = `${inputId}-help`;
  const help = error ?? helperText;
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} error={Boolean(error)}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        inputRef={ref}
        label={label}
        aria-describedby={help ? helpId : undefined}
        aria-invalid={error ? true : undefined}
      />
      {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
    </FormControl>
  );
});
