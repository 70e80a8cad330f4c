import type { MessageDescriptor } from 'react-intl';

import { type AuthErrorKind, authErrorKind } from '../../lib/auth/auth-actions';
import { authMessages } from './auth.messages';

const byKind: Record<AuthErrorKind, MessageDescriptor> = {
  wrongCredentials: authMessages.errorWrongCredentials,
  userNotConfirmed: authMessages.errorUserNotConfirmed,
  userExists: authMessages.errorUserExists,
  badCode: authMessages.errorBadCode,
  expiredCode: authMessages.errorExpiredCode,
  weakPassword: authMessages.errorWeakPassword,
  tooManyAttempts: authMessages.errorTooManyAttempts,
  unknown: authMessages.errorUnknown,
};

/** The translated message for an identity-provider error. */
export function authErrorMessage(error: unknown): MessageDescriptor {
  const kind = authErrorKind(error);
  if (kind === 'unknown') console.error('Unexpected sign-in error', error);
  return byKind[kind];
}
