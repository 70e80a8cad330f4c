/**
 * Every error code the form schemas emit. Schemas never carry prose: apps/web maps each code to a
 * translated message (e.g. 'phone.invalid' -> 'Please enter a valid phone number'), and a
 * `Record<FormErrorCode, MessageDescriptor>` there keeps that map complete.
 */
export const formErrorCodes = [
  'companyType.required',
  'companyType.otherRequired',
  'companyType.otherTooLong',
  'phone.invalid',
  'email.required',
  'email.invalid',
  'password.required',
  'password.tooShort',
  'password.tooLong',
  'password.noLowercase',
  'password.noUppercase',
  'password.noDigit',
  'password.noSymbol',
  'password.edgeSpace',
  'givenName.required',
  'givenName.tooLong',
  'familyName.required',
  'familyName.tooLong',
  'code.required',
  'code.invalid',
] as const;

/** One of `formErrorCodes`. */
export type FormErrorCode = (typeof formErrorCodes)[number];

const known = new Set<string>(formErrorCodes);

/** Whether a string (a field error's message) is one of the schemas' codes. */
export function isFormErrorCode(value: unknown): value is FormErrorCode {
  return typeof value === 'string' && known.has(value);
}
