/*
 * Staff impersonation end to end inside the app: the real API wiring (configureAppApi, the stored
 * token, the 401 rule) against a fake server, with the staff member's own identity token.
 */
import { defaultFeatureFlags } from '@lexio/api/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { configureAppApi } from '../lib/api/configure-api';
import { getQueryClient } from '../lib/query-client';
import { readLocal, writeLocal } from '../lib/storage';
import {
  authValue,
  renderRoutes,
  testMe,
  testOrganisation,
  testSubscription,
} from '../test/render';
import type * as AuthActions from '../lib/auth/auth-actions';

vi.mock('../lib/auth/auth-actions', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthActions>()),
  currentIdToken: async () => 'staff-id-token',
}));

const staff = { ...testMe, userId: 'staff-1', firstName: 'Sam', email: 'staff@lexio.test' };
const impersonated = { ...testMe, userId: 'u-2', firstName: 'Marco', email: 'marco@studio.it' };

/** The server: the staff member's identity token works, `validImpersonation` acts as Marco, any other token is refused. */
function fakeServer({ validImpersonation = 'fresh-impersonation' } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const token = new Headers(init?.headers).get('Authorization')?.replace('Bearer ', '');
    const as =
      token === 'staff-id-token' ? staff : token === validImpersonation ? impersonated : null;
    if (!as) {
      return Response.json({ error: { code: 'UNAUTHORIZED', message: 'No' } }, { status: 401 });
    }
    switch (url.pathname) {
      case '/users/me':
        return Response.json(as);
      case '/organisations/me':
        return Response.json(testOrganisation);
      case '/subscription/me':
        return Response.json(testSubscription);
      case '/flags/me':
        return Response.json(defaultFeatureFlags);
      case '/impersonate':
        return as === staff
          ? Response.json({ token: validImpersonation, expiresAt: '2026-01-05T10:15:00.000Z' })
          : Response.json({ error: { code: 'FORBIDDEN', message: 'Staff only' } }, { status: 403 });
      default:
        return Response.json({ items: [], total: 0 });
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const tokensSentTo = (fetchMock: ReturnType<typeof fakeServer>, pathname: string) =>
  fetchMock.mock.calls
    .filter(([input]) => new URL(String(input)).pathname === pathname)
    .map(([, init]) => new Headers(init?.headers).get('Authorization'));

beforeEach(() => {
  getQueryClient().clear();
  configureAppApi();
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('impersonation', () => {
  it('an expired impersonation token returns the staff member to their own account, and says so', async () => {
    writeLocal('impersonateToken', 'expired-impersonation');
    fakeServer();
    const { router } = renderRoutes('/assistant/workspaces', authValue({ logged: true }));

    expect(
      await screen.findByText(
        'The impersonation session has expired. You are back in your own account.',
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Sam' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/assistant');
    expect(readLocal('impersonateToken')).toBeNull();
    expect(screen.queryByText(/You are viewing Lexio as/)).not.toBeInTheDocument();
    expect(
      screen.queryByText('An error occurred. Please reload the page and try again.'),
    ).not.toBeInTheDocument();
  });

  it('a new impersonation asks with the staff member’s own token, not a token left from before', async () => {
    writeLocal('impersonateToken', 'expired-impersonation');
    const fetchMock = fakeServer();
    const { router } = renderRoutes('/auth/impersonate/u-2', authValue({ logged: true }));

    expect(
      await screen.findByText('You are viewing Lexio as marco@studio.it.', undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/assistant');
    expect(tokensSentTo(fetchMock, '/impersonate')).toEqual(['Bearer staff-id-token']);
    expect(readLocal('impersonateToken')).toBe('fresh-impersonation');
  });
});

describe('the API client and the impersonation token', () => {
  it('keeps a token stored while a refused call was on its way', async () => {
    const { getMe } = await import('@lexio/api');
    writeLocal('impersonateToken', 'old-impersonation');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        writeLocal('impersonateToken', 'new-impersonation');
        return Response.json({ error: { code: 'UNAUTHORIZED', message: 'No' } }, { status: 401 });
      }),
    );
    await expect(getMe()).rejects.toMatchObject({ status: 401 });
    expect(readLocal('impersonateToken')).toBe('new-impersonation');
  });

  it('leaves the token alone on other errors', async () => {
    const { getMe } = await import('@lexio/api');
    writeLocal('impersonateToken', 'impersonation');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { code: 'X', message: 'No' } }, { status: 403 })),
    );
    await expect(getMe()).rejects.toMatchObject({ status: 403 });
    expect(readLocal('impersonateToken')).toBe('impersonation');
  });
});
