import { z } from 'zod/mini';

import { emailSchema, newPasswordSchema, verificationCodeSchema } from './fields.schema';

/** Password reset, first page: the account's email, to send a code to. */
export const resetRequestSchema = z.object({ email: emailSchema });

/** Password reset, second page (the email comes from the address): the emailed code and the new password. */
export const resetFinalizeSchema = z.object({
  code: verificationCodeSchema,
  newPassword: newPasswordSchema,
});

export type ResetRequestFormInput = z.input<typeof resetRequestSchema>;
export type ResetRequestFormValues = z.output<typeof resetRequestSchema>;
export type ResetFinalizeFormInput = z.input<typeof resetFinalizeSchema>;
export type ResetFinalizeFormValues = z.output<typeof resetFinalizeSchema>;
