import { HttpError } from '../../lib/errors';
import type { IdentityAdmin } from '../../lib/identity-admin';

/** The identity provider's API, or a 503 when none is configured. */
function requireIdentity(identity: IdentityAdmin | undefined): IdentityAdmin {
  if (!identity) {
    throw new HttpError(503, 'IDENTITY_UNAVAILABLE', 'The identity provider is not configured');
  }
  return identity;
}

// Rules of the pre-sign-up checks (the spec leaves them open): an e-mail "exists" when any
// identity has it; it "needs verification" when it exists and none of its identities is confirmed.

export async function userExists(
  maybeIdentity: IdentityAdmin | undefined,
  email: string,
): Promise<boolean> {
  return (await requireIdentity(maybeIdentity).findByEmail(email)).length > 0;
}

export async function userNeedsVerification(
  maybeIdentity: IdentityAdmin | undefined,
  email: string,
): Promise<boolean> {
  const identity = requireIdentity(maybeIdentity);
  const users = await identity.findByEmail(email);
  return users.length > 0 && users.every((user) => user.status === 'UNCONFIRMED');
}

/** Sends a new confirmation code to the unconfirmed identity with this e-mail, if any. */
export async function resendVerification(
  maybeIdentity: IdentityAdmin | undefined,
  email: string,
): Promise<boolean> {
  const identity = requireIdentity(maybeIdentity);
  const users = await identity.findByEmail(email);
  const unconfirmed = users.find((user) => user.status === 'UNCONFIRMED');
  if (!unconfirmed || users.some((user) => user.status === 'CONFIRMED')) return false;
  await identity.resendConfirmationCode(unconfirmed.username);
  return true;
}
