import {
  resendVerificationReplySchema,
  userExistsReplySchema,
  userNeedsVerificationReplySchema,
} from '../contract/signup';
import { getApiClient } from '../http/client';

// The sign-up checks run before the user has any session, so they go without a token.

/** POST /signUp/userExists: whether an account already uses this email. */
export async function checkUserExists(email: string, signal?: AbortSignal): Promise<boolean> {
  const reply = await getApiClient().json('/signUp/userExists', {
    method: 'POST',
    body: { email },
    schema: userExistsReplySchema,
    auth: false,
    signal,
  });
  return reply.exists;
}

/** POST /signUp/userNeedsVerification: whether the account of this email still awaits its confirmation code. */
export async function checkUserNeedsVerification(
  email: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const reply = await getApiClient().json('/signUp/userNeedsVerification', {
    method: 'POST',
    body: { email },
    schema: userNeedsVerificationReplySchema,
    auth: false,
    signal,
  });
  return reply.needsVerification;
}

/** POST /signUp/userResendVerificationEmail: sends the confirmation code again; true when one was sent. */
export async function resendVerificationEmail(
  email: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const reply = await getApiClient().json('/signUp/userResendVerificationEmail', {
    method: 'POST',
    body: { email },
    schema: resendVerificationReplySchema,
    auth: false,
    signal,
  });
  return reply.sent;
}
