import { z } from 'zod/mini';

import { emailSchema, namePartSchema, newPasswordSchema } from './fields.schema';

/** The register form: given name, family name, email and a password under the default policy. */
export const signUpSchema = z.object({
  givenName: namePartSchema('givenName'),
  familyName: namePartSchema('familyName'),
  email: emailSchema,
  password: newPasswordSchema,
});

export type SignUpFormInput = z.input<typeof signUpSchema>;
export type SignUpFormValues = z.output<typeof signUpSchema>;
