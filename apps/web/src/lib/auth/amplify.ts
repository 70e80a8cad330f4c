/*
 * aws-amplify is loaded on demand: a logged-out visitor on the sign-in page never downloads it until
 * they submit. Everything that needs the identity library goes through `loadAuth()`.
 */
import type * as AmplifyAuth from 'aws-amplify/auth';
import type * as AmplifyCognito from 'aws-amplify/auth/cognito';
import type * as AmplifyUtils from 'aws-amplify/utils';

import { env } from '../../config/env';
import { paths } from '../../config/paths';
import {
  readSession,
  removeSession,
  type SessionStorageValues,
  writeSession,
} from '../storage/session-storage';

type AuthModule = typeof AmplifyAuth;
type HubModule = typeof AmplifyUtils;
type CognitoModule = typeof AmplifyCognito;
type TokenRefresher = Parameters<
  CognitoModule['cognitoUserPoolsTokenProvider']['tokenOrchestrator']['setTokenRefresher']
>[0];
type Jwt = NonNullable<Awaited<ReturnType<TokenRefresher>>['idToken']>;

export interface LoadedAuth {
  auth: AuthModule;
  hub: HubModule['Hub'];
}

export type AuthHubEvent =
  | 'signedIn'
  | 'signInWithRedirect'
  | 'signedOut'
  | 'signInWithRedirect_failure'
  | 'tokenRefresh_failure';
type HubListener = (event: AuthHubEvent) => void;

const listeners = new Set<HubListener>();

/** Registers a listener for the identity library's auth events; it starts hearing them once loaded. */
export function onAuthHubEvent(listener: HubListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type SignInProblem = SessionStorageValues['signInProblem'];

/**
 * Why the last hosted (Google) sign-in ended without a session: its failure event fires while the app
 * is still loading, and a refusal by our server is followed by a sign-out through the provider's
 * /logout (a reload that a page showing it may not survive), so it is kept until the next sign-in
 * starts or succeeds (clearSignInProblem).
 */
export function readSignInProblem(): SignInProblem | null {
  return readSession('signInProblem');
}

export function clearSignInProblem(): void {
  removeSession('signInProblem');
}

export function reportSignInProblem(problem: SignInProblem): void {
  writeSession('signInProblem', problem);
}

/** The storage key the identity library writes for the last signed-in user of this app client. */
export function lastAuthUserKey(clientId = env.cognitoClientId): string {
  return `CognitoIdentityServiceProvider.${clientId}.LastAuthUser`;
}

/** Whether this browser may hold a session: decides if the library must load at start. */
export function mayHaveStoredSession(): boolean {
  try {
    if (localStorage.getItem(lastAuthUserKey())) return true;
  } catch {
    return true;
  }
  // Coming back from the hosted Google sign-in: the library must load to finish it, or to report
  // (signInWithRedirect_failure) and clear a sign-in that came back with an error (cancelled).
  const search = new URLSearchParams(window.location.search);
  return Boolean(
    env.oauthDomain && search.has('state') && (search.has('code') || search.has('error')),
  );
}

/**
 * The identity token the library stored for the last signed-in user, read without loading the
 * library, when it and the access token are still good for a minute (the library's own rule, with
 * more margin: a request that leaves now must not arrive expired). Null otherwise, and while a
 * hosted sign-in comes back (the library finishes it and may store another user): then only the
 * library can answer, refreshing or completing the session.
 */
export function readStoredIdToken(
  now = Date.now(),
): { token: string; payload: Jwt['payload'] } | null {
  try {
    const search = new URLSearchParams(window.location.search);
    if (env.oauthDomain && search.has('state')) return null;
    const user = localStorage.getItem(lastAuthUserKey());
    if (!user) return null;
    const prefix = `CognitoIdentityServiceProvider.${env.cognitoClientId}.${user}`;
    const idToken = localStorage.getItem(`${prefix}.idToken`);
    const accessToken = localStorage.getItem(`${prefix}.accessToken`);
    if (!idToken || !accessToken) return null;
    const clockDrift = Number.parseInt(localStorage.getItem(`${prefix}.clockDrift`) ?? '0', 10);
    const margin = (Number.isFinite(clockDrift) ? clockDrift : 0) + 60_000;
    const id = decodeJwt(idToken).payload;
    const access = decodeJwt(accessToken).payload;
    const fresh = (exp: unknown) => typeof exp === 'number' && exp * 1000 > now + margin;
    return fresh(id.exp) && fresh(access.exp) ? { token: idToken, payload: id } : null;
  } catch {
    // No storage, or a token that is not a JWT: the library decides.
    return null;
  }
}

function decodeJwt(token: string): Jwt {
  const part = token.split('.')[1] ?? '';
  const json = atob(
    part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '='),
  );
  return { payload: JSON.parse(json) as Jwt['payload'], toString: () => token };
}

/**
 * The emulator lacks GetTokensFromRefreshToken, which Amplify's default refresher calls; InitiateAuth
 * with REFRESH_TOKEN_AUTH works on both the emulator and AWS.
 */
async function refreshWithInitiateAuth(
  refreshToken: string,
): Promise<{ idToken: string; accessToken: string; refreshToken?: string }> {
  const endpoint = env.cognitoEndpoint ?? `https://cognito-idp.${env.cognitoRegion}.amazonaws.com/`;
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: env.cognitoClientId,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  });
  if (!response.ok) throw new Error(`Token refresh failed with status ${response.status}`);
  const body = (await response.json()) as {
    AuthenticationResult?: { IdToken: string; AccessToken: string; RefreshToken?: string };
  };
  if (!body.AuthenticationResult) throw new Error('Token refresh returned no tokens');
  const { IdToken, AccessToken, RefreshToken } = body.AuthenticationResult;
  return {
    idToken: IdToken,
    accessToken: AccessToken,
    ...(RefreshToken ? { refreshToken: RefreshToken } : {}),
  };
}

let loading: Promise<LoadedAuth> | null = null;

export function loadAuth(): Promise<LoadedAuth> {
  loading ??= (async () => {
    const [{ Amplify }, auth, cognito, utils] = await Promise.all([
      import('aws-amplify'),
      import('aws-amplify/auth'),
      import('aws-amplify/auth/cognito'),
      import('aws-amplify/utils'),
    ]);
    const origin = window.location.origin;
    // The local default talks to the cognito-local emulator through a custom endpoint, on purpose:
    // Amplify warns about that on every call (85 times in one journey). Only errors are logged then.
    if (env.cognitoEndpoint) utils.ConsoleLogger.LOG_LEVEL = 'ERROR';
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: env.cognitoUserPoolId,
          userPoolClientId: env.cognitoClientId,
          ...(env.cognitoEndpoint ? { userPoolEndpoint: env.cognitoEndpoint } : {}),
          loginWith: {
            email: true,
            ...(env.oauthDomain
              ? {
                  oauth: {
                    domain: env.oauthDomain,
                    scopes: ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'],
                    redirectSignIn: [env.oauthRedirectUrl ?? `${origin}${paths.auth.login.to()}`],
                    redirectSignOut: [env.oauthRedirectUrl ?? `${origin}${paths.auth.login.to()}`],
                    responseType: 'code' as const,
                  },
                }
              : {}),
          },
        },
      },
    });
    cognito.cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(
      async ({ tokens, username }) => {
        if (!tokens.refreshToken) throw new Error('No refresh token');
        const next = await refreshWithInitiateAuth(tokens.refreshToken);
        return {
          idToken: decodeJwt(next.idToken),
          accessToken: decodeJwt(next.accessToken),
          refreshToken: next.refreshToken ?? tokens.refreshToken,
          clockDrift: tokens.clockDrift,
          username,
        };
      },
    );
    // Listening before the OAuth listener loads: it completes (or fails) a redirect right away.
    utils.Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signInWithRedirect_failure') reportSignInProblem('redirectFailed');
      for (const listener of listeners) listener(payload.event as AuthHubEvent);
    });
    if (env.oauthDomain) await import('aws-amplify/auth/enable-oauth-listener');
    return { auth, hub: utils.Hub };
  })();
  return loading;
}
