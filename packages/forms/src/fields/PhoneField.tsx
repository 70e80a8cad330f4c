import type { FieldValues } from 'react-hook-form';

import { phonePlaceholder } from '../onboarding/phone.schema';
import { TextFieldControlled, type TextFieldControlledProps } from './TextFieldControlled';

/** Props of the phone number field. */
export type PhoneFieldProps<TFieldValues extends FieldValues, TOutput = TFieldValues> = Omit<
  TextFieldControlledProps<TFieldValues, TOutput>,
  'type'
>;

/**
 * A phone number input with an Italian-style placeholder ('+39 347 123 4567'). Use it with
 * `phoneFormSchema` and `mode: 'onTouched'`: the error appears when the field is left empty or invalid
 * and clears as soon as the number is valid. Pass `messageForCode` to turn 'phone.invalid' into
 * 'Please enter a valid phone number' in the user's language.
 */
export function PhoneField<TFieldValues extends FieldValues, TOutput = TFieldValues>({
  placeholder = phonePlaceholder,
  autoComplete = 'tel',
  slotProps,
  ...props
}: PhoneFieldProps<TFieldValues, TOutput>) {
  const htmlInputSlotProps = (slotProps?.htmlInput ?? {}) as Record<string, unknown>;
  return (
    <TextFieldControlled
      {...props}
      type="tel"
      placeholder={placeholder}
      autoComplete={autoComplete}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'tel', ...htmlInputSlotProps } }}
    />
  );
}
