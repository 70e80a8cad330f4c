import { z } from 'zod';

/** GET /impersonate?userId (platform staff only). */
export const impersonateQuerySchema = z.object({ userId: z.string().min(1) });

/** A short-lived token the API accepts in place of the identity token. */
export const impersonateReplySchema = z.object({ token: z.string(), expiresAt: z.string() });
export type ImpersonateReply = z.infer<typeof impersonateReplySchema>;
