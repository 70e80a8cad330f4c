import { z } from 'zod/mini';

import { safeText } from './text';

/** GET /impersonate?userId (platform staff only). */
export const impersonateQuerySchema = z.object({
  userId: safeText().check(z.minLength(1), z.maxLength(200)),
});

/** A short-lived token the API accepts in place of the identity token. */
export const impersonateReplySchema = z.object({ token: z.string(), expiresAt: z.string() });
export type ImpersonateReply = z.infer<typeof impersonateReplySchema>;
