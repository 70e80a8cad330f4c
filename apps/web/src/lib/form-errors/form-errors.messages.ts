import type { FormErrorCode } from '@lexio/forms';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Every form error code of @lexio/forms mapped to what the user reads; the Record keeps it complete. */
export const formErrorMessages: Record<FormErrorCode, MessageDescriptor> = defineMessages({
  'companyType.required': {
    id: 'form.companyType.required',
    defaultMessage: 'Choose the type of your organisation',
    description: 'Error when no company type is chosen',
  },
  'companyType.otherRequired': {
    id: 'form.companyType.otherRequired',
    defaultMessage: 'Tell us what kind of organisation you are',
    description: 'Error when Other is chosen and its free text is empty',
  },
  'companyType.otherTooLong': {
    id: 'form.companyType.otherTooLong',
    defaultMessage: 'Use at most 200 characters',
    description: 'Error when the Other company type text is too long',
  },
  'phone.invalid': {
    id: 'form.phone.invalid',
    defaultMessage: 'Please enter a valid phone number',
    description: 'Error under the onboarding phone field for an empty or invalid number',
  },
  'email.required': {
    id: 'form.email.required',
    defaultMessage: 'Enter your email',
    description: 'Error when the email field is empty',
  },
  'email.invalid': {
    id: 'form.email.invalid',
    defaultMessage: 'Enter a valid email address',
    description: 'Error when the email is malformed',
  },
  'password.required': {
    id: 'form.password.required',
    defaultMessage: 'Enter your password',
    description: 'Error when the password field is empty',
  },
  'password.tooShort': {
    id: 'form.password.tooShort',
    defaultMessage: 'Use at least 8 characters',
    description: 'Error when a new password is too short',
  },
  'password.tooLong': {
    id: 'form.password.tooLong',
    defaultMessage: 'Use at most 256 characters',
    description: 'Error when a new password is too long',
  },
  'password.noLowercase': {
    id: 'form.password.noLowercase',
    defaultMessage: 'Include a lowercase letter',
    description: 'Error when a new password has no lowercase letter',
  },
  'password.noUppercase': {
    id: 'form.password.noUppercase',
    defaultMessage: 'Include an uppercase letter',
    description: 'Error when a new password has no uppercase letter',
  },
  'password.noDigit': {
    id: 'form.password.noDigit',
    defaultMessage: 'Include a number',
    description: 'Error when a new password has no digit',
  },
  'password.noSymbol': {
    id: 'form.password.noSymbol',
    defaultMessage: 'Include a symbol',
    description: 'Error when a new password has no symbol',
  },
  'password.edgeSpace': {
    id: 'form.password.edgeSpace',
    defaultMessage: 'Do not start or end the password with a space',
    description: 'Error when a new password starts or ends with a space',
  },
  'givenName.required': {
    id: 'form.givenName.required',
    defaultMessage: 'Enter your first name',
    description: 'Error when the given name is empty',
  },
  'givenName.tooLong': {
    id: 'form.givenName.tooLong',
    defaultMessage: 'Use at most 100 characters',
    description: 'Error when the given name is too long',
  },
  'familyName.required': {
    id: 'form.familyName.required',
    defaultMessage: 'Enter your last name',
    description: 'Error when the family name is empty',
  },
  'familyName.tooLong': {
    id: 'form.familyName.tooLong',
    defaultMessage: 'Use at most 100 characters',
    description: 'Error when the family name is too long',
  },
  'code.required': {
    id: 'form.code.required',
    defaultMessage: 'Enter the code we emailed you',
    description: 'Error when the verification code is empty',
  },
  'code.invalid': {
    id: 'form.code.invalid',
    defaultMessage: 'The code is 6 digits',
    description: 'Error when the verification code is malformed',
  },
});

/** The translated message of a field error, whose message is a form error code. */
export function formErrorMessage(
  formatMessage: (descriptor: MessageDescriptor) => string,
  code: string | undefined,
): string | undefined {
  if (!code) return undefined;
  const descriptor = (formErrorMessages as Record<string, MessageDescriptor>)[code];
  return descriptor ? formatMessage(descriptor) : code;
}
