import { z } from 'zod/mini';

import { emailSchema, existingPasswordSchema } from './fields.schema';

/** The login form: email and password, both required. */
export const signInSchema = z.object({ email: emailSchema, password: existingPasswordSchema });

export type SignInFormInput = z.input<typeof signInSchema>;
export type SignInFormValues = z.output<typeof signInSchema>;
