import { createHmac } from 'node:crypto';

import type { HelpMe } from '@lexio/api/contract';

/** The support widget's identity check: HMAC-SHA256 of the lower-cased e-mail, hex. */
export const helpToken = (secret: string, email: string) =>
  createHmac('sha256', secret).update(email.toLowerCase()).digest('hex');

/** GET /help/me: identifies the signed-in user to the support chat. */
export function helpIdentity(secret: string, user: { email: string }): HelpMe {
  return { token: helpToken(secret, user.email) };
}
