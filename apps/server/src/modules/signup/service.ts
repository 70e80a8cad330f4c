import type { IdentityAdmin } from '../../lib/identity-admin';

// Rules of the pre-sign-up checks (the spec leaves them open): an e-mail "exists" when any
// identity has it; it "needs verification" when it exists and none of its identities is confirmed.

export async function userExists(identity: IdentityAdmin, email: string): Promise<boolean> {
  return (await identity.findByEmail(email)).length > 0;
}

export async function userNeedsVerification(
  identity: IdentityAdmin,
  email: string,
): Promise<boolean> {
  const users = await identity.findByEmail(email);
  return users.length > 0 && users.every((user) => user.status === 'UNCONFIRMED');
}

/** Sends a new confirmation code to the unconfirmed identity with this e-mail, if any. */
export async function resendVerification(identity: IdentityAdmin, email: string): Promise<boolean> {
  const users = await identity.findByEmail(email);
  const unconfirmed = users.find((user) => user.status === 'UNCONFIRMED');
  if (!unconfirmed || users.some((user) => user.status === 'CONFIRMED')) return false;
  await identity.resendConfirmationCode(unconfirmed.username);
  return true;
}
