import { z } from 'zod/mini';

import { verificationCodeSchema } from './fields.schema';

/** The confirmation-code form after sign-up. */
export const confirmSignUpSchema = z.object({ code: verificationCodeSchema });

export type ConfirmSignUpFormInput = z.input<typeof confirmSignUpSchema>;
export type ConfirmSignUpFormValues = z.output<typeof confirmSignUpSchema>;
