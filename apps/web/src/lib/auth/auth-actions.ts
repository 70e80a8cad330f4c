/*
 * The identity-provider operations of spec §7, each loading the library on first use. Sign-in uses
 * USER_PASSWORD_AUTH against the emulator and SRP in production, chosen by configuration.
 */
import { env } from '../../config/env';
import { loadAuth, readStoredIdToken } from './amplify';

export interface AuthUserInfo {
  userId: string;
  email: string;
  name: string;
  givenName: string;
  familyName: string;
}

export type SignInOutcome = 'signedIn' | 'confirmSignUp' | 'other';

export async function signInWithPassword(email: string, password: string): Promise<SignInOutcome> {
  const { auth } = await loadAuth();
  const result = await auth.signIn({
    username: email.trim(),
    password,
    options: { authFlowType: env.cognitoAuthFlow },
  });
  if (result.isSignedIn) return 'signedIn';
  return result.nextStep.signInStep === 'CONFIRM_SIGN_UP' ? 'confirmSignUp' : 'other';
}

export async function signInWithGoogle(): Promise<void> {
  const { auth } = await loadAuth();
  await auth.signInWithRedirect({ provider: 'Google' });
}

export async function signUpWithEmail(input: {
  username: string;
  email: string;
  password: string;
  givenName: string;
  familyName: string;
}): Promise<{ needsConfirmation: boolean }> {
  const { auth } = await loadAuth();
  const result = await auth.signUp({
    username: input.username,
    password: input.password,
    options: {
      userAttributes: {
        email: input.email.trim(),
        given_name: input.givenName.trim(),
        family_name: input.familyName.trim(),
      },
    },
  });
  return { needsConfirmation: result.nextStep.signUpStep === 'CONFIRM_SIGN_UP' };
}

export async function confirmSignUpCode(username: string, code: string): Promise<void> {
  const { auth } = await loadAuth();
  await auth.confirmSignUp({ username, confirmationCode: code.trim() });
}

export async function resendSignUpCode(username: string): Promise<void> {
  const { auth } = await loadAuth();
  await auth.resendSignUpCode({ username });
}

export async function requestPasswordReset(email: string): Promise<void> {
  const { auth } = await loadAuth();
  await auth.resetPassword({ username: email.trim() });
}

export async function confirmPasswordReset(
  email: string,
  code: string,
  newPassword: string,
): Promise<void> {
  const { auth } = await loadAuth();
  await auth.confirmResetPassword({
    username: email.trim(),
    confirmationCode: code.trim(),
    newPassword,
  });
}

export async function signOutOfIdentityProvider(): Promise<void> {
  const { auth } = await loadAuth();
  await auth.signOut();
}

/**
 * The identity token; null when signed out. A stored token that is still good is used as it is, so
 * a signed-in page's first reads do not wait for the identity library to download; otherwise the
 * library refreshes it.
 */
export async function currentIdToken(): Promise<string | null> {
  const stored = readStoredIdToken();
  if (stored) return stored.token;
  const { auth } = await loadAuth();
  const session = await auth.fetchAuthSession();
  return session.tokens?.idToken?.toString() ?? null;
}

/**
 * Names and e-mail of the signed-in user: the emulator's ID token lacks the names, so attributes fill
 * them. The attributes cost a request to the identity provider; `onToken` receives what the stored
 * token says before it is sent, so whoever only needs to know that someone is signed in (and who)
 * does not wait for it.
 */
export async function loadAuthUserInfo(
  onToken?: (info: AuthUserInfo) => void,
): Promise<AuthUserInfo | null> {
  // A stored token that is still good says who is signed in before the library has downloaded.
  const stored = storedAuthUserInfo();
  if (stored) onToken?.(stored);
  const { auth } = await loadAuth();
  const session = await auth.fetchAuthSession();
  const payload = session.tokens?.idToken?.payload;
  if (!payload) return null;
  if (!stored) onToken?.(userInfoOf(payload, {}));
  let attributes: Partial<Record<string, string>> = {};
  try {
    attributes = await auth.fetchUserAttributes();
  } catch (error) {
    console.error('Failed to read the user attributes', error);
  }
  return userInfoOf(payload, attributes);
}

type TokenPayload = Partial<Record<string, unknown>>;

function userInfoOf(
  payload: TokenPayload,
  attributes: Partial<Record<string, string>>,
): AuthUserInfo {
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const givenName = attributes.given_name ?? str(payload.given_name);
  const familyName = attributes.family_name ?? str(payload.family_name);
  return {
    userId: str(payload.sub),
    email: attributes.email ?? str(payload.email),
    givenName,
    familyName,
    name: str(payload.name) || [givenName, familyName].filter(Boolean).join(' '),
  };
}

/**
 * Who is signed in, from a stored token that is still good (readStoredIdToken), without the
 * identity library; null when only the library can tell.
 */
export function storedAuthUserInfo(): AuthUserInfo | null {
  const stored = readStoredIdToken();
  return stored ? userInfoOf(stored.payload as TokenPayload, {}) : null;
}

/** Maps an identity-provider error to what the form tells the user. */
export type AuthErrorKind =
  | 'wrongCredentials'
  | 'userNotConfirmed'
  | 'userExists'
  | 'badCode'
  | 'expiredCode'
  | 'weakPassword'
  | 'tooManyAttempts'
  | 'unknown';

export function authErrorKind(error: unknown): AuthErrorKind {
  const name = (error as { name?: string } | null)?.name ?? '';
  switch (name) {
    case 'NotAuthorizedException':
    case 'UserNotFoundException':
      return 'wrongCredentials';
    case 'UserNotConfirmedException':
      return 'userNotConfirmed';
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return 'userExists';
    case 'CodeMismatchException':
      return 'badCode';
    case 'ExpiredCodeException':
      return 'expiredCode';
    case 'InvalidPasswordException':
      return 'weakPassword';
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return 'tooManyAttempts';
    default:
      return 'unknown';
  }
}
