import { z } from 'zod/mini';

/** Body of the three unauthenticated POST /signUp/... checks. */
export const signUpEmailBodySchema = z.object({ email: z.email().check(z.maxLength(254)) });
export type SignUpEmailBody = z.infer<typeof signUpEmailBodySchema>;

export const userExistsReplySchema = z.object({ exists: z.boolean() });
export const userNeedsVerificationReplySchema = z.object({ needsVerification: z.boolean() });
export const resendVerificationReplySchema = z.object({ sent: z.boolean() });
