/*
 * An account that signed up but never entered its code. The checks run on our server (POST
 * /signUp/userNeedsVerification and /signUp/userResendVerificationEmail): the identity provider
 * itself answers a sign-in by e-mail of such an account as wrong credentials, since the e-mail
 * alias only works once confirmed. The sign-in page loads this module on demand (it carries the
 * zod contract, which the sign-in page's first load does without).
 */
import { checkUserNeedsVerification, resendVerificationEmail } from '@lexio/api';

import { pendingSignUpUsername } from './pending-sign-up';

/**
 * 'confirmed': the e-mail has no account awaiting its code (or the check failed).
 * 'codeSent': it awaits its code, this browser knows its username, and a new code was asked for.
 * 'unknownHere': it awaits its code but was signed up in another browser (or this one forgot it).
 */
export type UnconfirmedSignUp = 'confirmed' | 'codeSent' | 'unknownHere';

export async function resumeUnconfirmedSignUp(email: string): Promise<UnconfirmedSignUp> {
  const trimmed = email.trim();
  let awaitsCode = false;
  try {
    awaitsCode = await checkUserNeedsVerification(trimmed);
  } catch (error) {
    console.error('Failed to check whether the account awaits its confirmation code', error);
  }
  if (!awaitsCode) return 'confirmed';
  if (!pendingSignUpUsername(trimmed)) return 'unknownHere';
  try {
    if (!(await resendVerificationEmail(trimmed)))
      console.warn('No new confirmation code was sent');
  } catch (error) {
    // The code sent at sign-up may still be valid, and the confirmation page can ask again.
    console.error('Failed to resend the confirmation code', error);
  }
  return 'codeSent';
}
