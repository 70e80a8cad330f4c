/*
 * The sign-up this browser started and whose account has not signed in yet. Sign-up generates the
 * username (spec §3); the identity provider confirms the code by that username, and resolves the
 * e-mail alias only once the e-mail is confirmed, so the confirmation page finds the username here
 * from the e-mail alone. The record stays until the account's first sign-in, which is when the
 * referral code of the sign-up is sent to the user (app/session.tsx).
 */
import { readLocal, removeLocal, writeLocal } from '../storage';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function rememberPendingSignUp(username: string, email: string): void {
  writeLocal('pendingSignUp', { username, email: email.trim() });
}

/** The generated username of this browser's pending sign-up for `email`, if any. */
export function pendingSignUpUsername(email: string): string | null {
  const pending = readLocal('pendingSignUp');
  return pending && sameEmail(pending.email, email) ? pending.username : null;
}

export function forgetPendingSignUp(): void {
  removeLocal('pendingSignUp');
}
