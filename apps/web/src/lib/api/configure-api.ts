/*
 * Wires @lexio/api to this app: the configured base URL, the identity token from the auth library,
 * the impersonation token from our storage, sign-out when a call finds no token, and the 401 rule
 * (cached me, organization and subscription invalidated).
 */
import { configureApi } from '@lexio/api';

import { env } from '../../config/env';
import { currentIdToken, signOutOfIdentityProvider } from '../auth/auth-actions';
import { type LocalStorageKey, readLocal } from '../storage';

export function configureAppApi(): void {
  configureApi({
    baseUrl: env.apiUrl,
    // The laws service is mounted on the API server under LAWS_BASE_PATH (default /laws).
    lawsBaseUrl: `${env.apiUrl.replace(/\/+$/, '')}/laws`,
    // Shared conversations are served without sign-in under MEDIA_BASE_PATH (default /media).
    mediaBaseUrl: `${env.apiUrl.replace(/\/+$/, '')}/media`,
    getIdToken: () => currentIdToken(),
    signOut: () => signOutOfIdentityProvider(),
    storage: { getItem: (key) => readLocal(key as LocalStorageKey) },
    onUnauthorized: () => {
      void import('./invalidate-session').then(({ invalidateAppSession }) =>
        invalidateAppSession(),
      );
    },
  });
}
