import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** Turns a schema's error code into the message to show; the web passes its translations. */
export type MessageForCode = (code: string) => string;

const showCode: MessageForCode = (code) => code;

/** Props of a react-hook-form-controlled MUI TextField. */
export type TextFieldControlledProps<
  TFieldValues extends FieldValues,
  TOutput = TFieldValues,
> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  /** The field's path in the form values. */
  name: FieldPath<TFieldValues>;
  /** The form's control (`useForm().control`). */
  control: Control<TFieldValues, unknown, TOutput>;
  /** The message for an error code of the schema (e.g. 'email.required'); shows the code when absent. */
  messageForCode?: MessageForCode;
};

/**
 * A MUI TextField bound to a react-hook-form field. Its error shows once the field was left (blurred) or
 * the form submitted, and disappears as soon as the value is valid again; with `mode: 'onTouched'` this
 * is "on blur, then live". Errors are the schemas' codes, turned into text by `messageForCode`.
 */
export function TextFieldControlled<TFieldValues extends FieldValues, TOutput = TFieldValues>({
  name,
  control,
  messageForCode = showCode,
  helperText,
  ...textFieldProps
}: TextFieldControlledProps<TFieldValues, TOutput>) {
  const { field, fieldState, formState } = useController({ name, control });
  const code = fieldState.error?.message;
  const showError = Boolean(code) && (fieldState.isTouched || formState.isSubmitted);

  return (
    <TextField
      {...textFieldProps}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={field.disabled || textFieldProps.disabled}
      error={showError}
      helperText={showError && code ? messageForCode(code) : helperText}
    />
  );
}
