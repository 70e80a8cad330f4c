/*
 * Test helpers: render a tree or the app's real routes with the app's providers, a chosen auth
 * state and a data cache pre-filled with the signed-in session (no network).
 */
import {
  configureApi,
  flagQueries,
  meQueries,
  organisationQueries,
  subscriptionQueries,
} from '@lexio/api';
import {
  defaultFeatureFlags,
  type FeatureFlags,
  type Me,
  type Organisation,
  type Subscription,
} from '@lexio/api/contract';
import { lexioTheme, ToastProvider } from '@lexio/design-system';
import { ThemeProvider } from '@mui/material/styles';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { routes } from '../app/router';
import { LocaleProvider } from '../i18n/locale-provider';
import { AuthContext, type AuthContextValue } from '../lib/auth/auth-context';
import { getQueryClient } from '../lib/query-client';

export const testMe: Me = {
  userId: 'u-1',
  email: 'anna.rossi@example.com',
  firstName: 'Anna',
  lastName: 'Rossi',
  role: 'OWNER',
  createdAt: '2026-01-05T10:00:00.000Z',
  isOnboarded: true,
  language: 'en',
  phoneNumber: null,
  isStaff: false,
};

export const testOrganisation: Organisation = {
  organisationId: 'org-1',
  name: 'Studio Rossi',
  companyType: 'LAW_FIRM',
  isOnboarded: true,
  freeChatRemaining: 0,
  freeCreditsAvailable: false,
  createdAt: '2026-01-05T10:00:00.000Z',
};

export const testSubscription: Subscription = {
  planActivated: { plan: 'PROFESSIONAL', billingPeriod: 'YEAR' },
  status: 'active',
  internalNormativeId: null,
  trialStart: null,
  trialEnd: null,
};

export function authValue(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    ready: true,
    logged: false,
    authUserInfo: null,
    signedOutByUser: false,
    signOut: async () => {},
    ...overrides,
  };
}

/** Fills the cache as if the session's reads had answered. */
export function seedSession(
  client: QueryClient = getQueryClient(),
  session: {
    me?: Partial<Me>;
    organisation?: Partial<Organisation>;
    subscription?: Partial<Subscription>;
    flags?: Partial<FeatureFlags>;
  } = {},
) {
  client.clear();
  client.setQueryData(meQueries.detail({ loggedIn: true }).queryKey, { ...testMe, ...session.me });
  client.setQueryData(organisationQueries.detail({ loggedIn: true }).queryKey, {
    ...testOrganisation,
    ...session.organisation,
  });
  client.setQueryData(subscriptionQueries.detail({ loggedIn: true }).queryKey, {
    ...testSubscription,
    ...session.subscription,
  });
  client.setQueryData(flagQueries.detail({ loggedIn: true }).queryKey, {
    ...defaultFeatureFlags,
    ...session.flags,
  });
}

/** Points the API client at a fake fetch; returns the mock to inspect calls. */
export function fakeApi(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(String(input), init ?? {}),
  );
  configureApi({
    baseUrl: 'http://api.test',
    getIdToken: () => 'test-token',
    signOut: () => {},
    storage: { getItem: () => null },
    fetch: fetchMock as unknown as typeof fetch,
  });
  return fetchMock;
}

export function Providers({ auth, children }: { auth: AuthContextValue; children: ReactNode }) {
  return (
    <ThemeProvider theme={lexioTheme}>
      <LocaleProvider>
        <AuthContext value={auth}>
          <ToastProvider>{children}</ToastProvider>
        </AuthContext>
      </LocaleProvider>
    </ThemeProvider>
  );
}

/** Renders the app's real routes at `path`. */
export function renderRoutes(path: string, auth: AuthContextValue = authValue()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Providers auth={auth}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router };
}

export function renderWithProviders(ui: ReactNode, auth: AuthContextValue = authValue()) {
  return render(<Providers auth={auth}>{ui}</Providers>);
}
