import { lexioTheme, ToastProvider } from '@lexio/design-system';
import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LocaleProvider } from '../i18n/locale-provider';
import type { AuthHubEvent } from '../lib/auth/amplify';
import type * as AuthActions from '../lib/auth/auth-actions';
import { AuthProvider, signedInPageShown, useAuth } from '../lib/auth/auth-context';
import { readLocal } from '../lib/storage';
import { fakeApi, seedSession } from '../test/render';
import { routes } from './router';

const hub = vi.hoisted(() => ({
  listener: null as ((event: AuthHubEvent) => void) | null,
  stored: false,
  /** A stored token that is still good, readable without the identity library. */
  token: null as { token: string; payload: Record<string, unknown> } | null,
}));
const actions = vi.hoisted(() => ({
  loadAuthUserInfo: vi.fn(),
  signOutOfIdentityProvider: vi.fn(async () => {}),
}));

vi.mock('../lib/auth/amplify', () => ({
  clearSignInProblem: () => {},
  mayHaveStoredSession: () => hub.stored,
  readStoredIdToken: () => hub.token,
  onAuthHubEvent: (listener: (event: AuthHubEvent) => void) => {
    hub.listener = listener;
    return () => {};
  },
}));
vi.mock('../lib/auth/auth-actions', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthActions>()),
  ...actions,
}));

const anna = {
  userId: 'u1',
  email: 'anna@studio.it',
  name: 'Anna Rossi',
  givenName: 'Anna',
  familyName: 'Rossi',
};

function Probe() {
  const auth = useAuth();
  return (
    <p>
      {auth.ready
        ? auth.logged
          ? `logged:${auth.authUserInfo?.email ?? ''}`
          : 'logged out'
        : 'not ready'}
    </p>
  );
}

beforeEach(() => {
  hub.stored = false;
  hub.token = null;
  actions.loadAuthUserInfo.mockReset();
  actions.signOutOfIdentityProvider.mockClear();
});

describe('AuthProvider', () => {
  it('is ready and logged out at once when no session can exist (the identity library stays unloaded)', () => {
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('logged out')).toBeInTheDocument();
    expect(actions.loadAuthUserInfo).not.toHaveBeenCalled();
  });

  it('is logged at start when a session exists', async () => {
    hub.stored = true;
    actions.loadAuthUserInfo.mockResolvedValue(anna);
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('not ready')).toBeInTheDocument();
    expect(await screen.findByText('logged:anna@studio.it')).toBeInTheDocument();
  });

  it('is logged as soon as the stored token is read, before the attributes request answers', async () => {
    hub.stored = true;
    let answer: (info: typeof anna) => void = () => {};
    actions.loadAuthUserInfo.mockImplementation(
      (onToken?: (info: typeof anna) => void) =>
        new Promise((resolve) => {
          onToken?.({ ...anna, email: 'token@studio.it' });
          answer = resolve;
        }),
    );
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('logged:token@studio.it')).toBeInTheDocument();
    act(() => answer(anna));
    expect(await screen.findByText('logged:anna@studio.it')).toBeInTheDocument();
  });

  it('is logged from the first render when a stored token is still good, before the identity library answers', async () => {
    hub.stored = true;
    hub.token = { token: 'stored', payload: { sub: 'u1', email: 'token@studio.it' } };
    let answer: (info: typeof anna) => void = () => {};
    actions.loadAuthUserInfo.mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('logged:token@studio.it')).toBeInTheDocument();
    // The library waits for the signed-in page to be on screen.
    await act(async () => {
      await Promise.resolve();
    });
    expect(actions.loadAuthUserInfo).not.toHaveBeenCalled();
    act(() => signedInPageShown());
    await waitFor(() => expect(actions.loadAuthUserInfo).toHaveBeenCalled());
    act(() => answer(anna));
    expect(await screen.findByText('logged:anna@studio.it')).toBeInTheDocument();
  });

  it('logs a failed session lookup and signs out', async () => {
    hub.stored = true;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    actions.loadAuthUserInfo.mockRejectedValue(new Error('expired'));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('logged out')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Failed to read the session', expect.any(Error));
    await waitFor(() => expect(actions.signOutOfIdentityProvider).toHaveBeenCalled());
    error.mockRestore();
  });

  it.each<AuthHubEvent>(['signedIn', 'signInWithRedirect'])(
    '%s sets logged; signedOut clears it',
    async (event) => {
      actions.loadAuthUserInfo.mockResolvedValue(anna);
      render(
        <AuthProvider>
          <Probe />
        </AuthProvider>,
      );
      act(() => hub.listener?.(event));
      expect(await screen.findByText('logged:anna@studio.it')).toBeInTheDocument();
      act(() => hub.listener?.('signedOut'));
      expect(screen.getByText('logged out')).toBeInTheDocument();
    },
  );
});

describe('return-to URL after a deliberate sign-out', () => {
  afterEach(() => localStorage.clear());

  it('is skipped for the redirect the sign-out causes, and kept for a later logged-out visit', async () => {
    actions.loadAuthUserInfo.mockResolvedValue(anna);
    seedSession();
    fakeApi(async () => Response.json({ items: [], total: 0 }));
    const router = createMemoryRouter(routes, { initialEntries: ['/auth/login'] });
    render(
      <ThemeProvider theme={lexioTheme}>
        <LocaleProvider>
          <AuthProvider>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </AuthProvider>
        </LocaleProvider>
      </ThemeProvider>,
    );
    await screen.findByRole('heading', { name: 'Sign in to Lexio' }, { timeout: 5000 });
    act(() => hub.listener?.('signedIn'));
    await screen.findByRole('heading', { name: 'Welcome, Anna' }, { timeout: 5000 });
    await act(() => router.navigate('/settings/profile'));

    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Sign in to Lexio' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(readLocal('authReturnUrl')).toBeNull();

    // Later, in the same tab, a logged-out visit to a private page is remembered again.
    await act(() => router.navigate('/assistant/conversations?q=gdpr'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(readLocal('authReturnUrl')).toBe('/assistant/conversations?q=gdpr');

    // The identity library's own signedOut event may come only now (it was still downloading, or
    // the token revocation was slow): the address remembered after Back stays.
    act(() => hub.listener?.('signedOut'));
    expect(readLocal('authReturnUrl')).toBe('/assistant/conversations?q=gdpr');
  }, 30_000);
});
