import { z } from 'zod/mini';

/** GET /help/me: the support widget's identity token for the signed-in user. */
export const helpMeSchema = z.object({ token: z.string() });
export type HelpMe = z.infer<typeof helpMeSchema>;
