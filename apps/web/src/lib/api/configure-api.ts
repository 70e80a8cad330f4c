/*
 * Wires @lexio/api to this app: the configured base URLs, the identity token from the auth library,
 * the impersonation token from our storage, sign-out when a call finds no token, and the 401 rule
 * (cached me, organisation and subscription invalidated). A 401 to a call made with the stored
 * impersonation token drops that token: it lives 15 minutes, and keeping it would fail every call.
 */
import { configureApi } from '@lexio/api';

import { env } from '../../config/env';
import { currentIdToken, signOutOfIdentityProvider } from '../auth/auth-actions';
import { dropRefusedImpersonation } from '../auth/impersonation';
import { type LocalStorageKey, readLocal } from '../storage';
import { takeEarlyRead } from './early-reads';

/** The token a call carried, read from its Authorization header. */
function bearerOf(init: RequestInit | undefined): string | null {
  const header = new Headers(init?.headers).get('Authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

/** A read the page started before its scripts ran (early-reads.ts), else the network. */
async function earlyOrFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const early = takeEarlyRead(input, init);
  if (early) {
    try {
      return await early;
    } catch {
      // Failed on the network (offline for a moment): asked again like any other call.
    }
  }
  return globalThis.fetch(input, init);
}

/**
 * fetch, looked up at call time (tests replace it), with the impersonation expiry rule; the page's
 * first reads may already be on their way (early-reads.ts).
 */
export async function fetchWithImpersonationExpiry(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  const response = await earlyOrFetch(input, init);
  // Before the client reads the answer: the session sees the expiry before it sees the error.
  if (response.status === 401) dropRefusedImpersonation(bearerOf(init));
  return response;
}

export function configureAppApi(): void {
  configureApi({
    baseUrl: env.apiUrl,
    // The laws service is mounted on the API server under LAWS_BASE_PATH (default /laws).
    lawsBaseUrl: `${env.apiUrl.replace(/\/+$/, '')}/laws`,
    // Shared conversations are served without sign-in by the media host (VITE_MEDIA_URL).
    mediaBaseUrl: env.mediaUrl,
    getIdToken: () => currentIdToken(),
    signOut: () => signOutOfIdentityProvider(),
    storage: { getItem: (key) => readLocal(key as LocalStorageKey) },
    fetch: fetchWithImpersonationExpiry,
    onUnauthorized: () => {
      void import('./invalidate-session').then(({ invalidateAppSession }) =>
        invalidateAppSession(),
      );
    },
  });
}
