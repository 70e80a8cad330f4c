import { defaultFeatureFlags } from '@lexio/api/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { rememberPendingSignUp } from '../lib/auth/pending-sign-up';
import { getQueryClient } from '../lib/query-client';
import { readLocal, readSession, writeLocal } from '../lib/storage';
import { authValue, fakeApi, renderRoutes, seedSession, testMe } from '../test/render';

const settle = (ms = 400) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

function patchesOf(fetchMock: ReturnType<typeof fakeApi>): string[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === 'http://api.test/users/me' && init?.method === 'PATCH')
    .map(([, init]) => String(init?.body));
}

describe('signed-in session', () => {
  it('saves the interface language to the user when their saved language differs', async () => {
    seedSession(undefined, { me: { language: 'it' } });
    const fetchMock = fakeApi(async (_url, init) =>
      Response.json({ ...testMe, ...JSON.parse(String(init.body ?? '{}')) }),
    );
    renderRoutes('/assistant', authValue({ logged: true }));
    await screen.findByRole('heading', { name: 'Welcome, Anna' }, { timeout: 5000 });
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        'http://api.test/users/me',
        expect.objectContaining({ method: 'PATCH', body: '{"language":"en"}' }),
      ),
    );
  });

  it('tries a language save that keeps failing only once per language', async () => {
    seedSession(undefined, { me: { language: 'it' } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = fakeApi(async (_url, init) =>
      init.method === 'PATCH'
        ? Response.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 })
        : Response.json({ items: [], total: 0 }),
    );
    renderRoutes('/assistant', authValue({ logged: true }));
    await screen.findByRole('heading', { name: 'Welcome, Anna' }, { timeout: 5000 });
    await waitFor(() => expect(patchesOf(fetchMock)).toEqual(['{"language":"en"}']));
    await settle();
    expect(patchesOf(fetchMock)).toEqual(['{"language":"en"}']);
    vi.restoreAllMocks();
  });

  it('leaves the saved language of an impersonated user alone', async () => {
    seedSession(undefined, { me: { language: 'it' } });
    writeLocal('impersonateToken', 'impersonation-token');
    const fetchMock = fakeApi(async () => Response.json({ items: [], total: 0 }));
    renderRoutes('/assistant', authValue({ logged: true }));
    expect(
      await screen.findByText('You are viewing Lexio as anna.rossi@example.com.', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    await settle();
    expect(patchesOf(fetchMock)).toEqual([]);
    localStorage.clear();
  });

  it('does not ask for the support chat identity outside production', async () => {
    seedSession();
    const fetchMock = fakeApi(async () => Response.json({ items: [], total: 0 }));
    renderRoutes('/assistant', authValue({ logged: true }));
    await screen.findByRole('heading', { name: 'Welcome, Anna' }, { timeout: 5000 });
    await settle();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('http://api.test/help/me');
  });

  it('shows onboarding instead of the page to a new owner', async () => {
    seedSession(undefined, {
      me: { isOnboarded: false },
      organisation: { isOnboarded: false },
      flags: { phone_onboarding: true },
    });
    renderRoutes('/assistant/workspaces', authValue({ logged: true }));
    expect(
      await screen.findByText('Step 1 of 2', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Workspaces' })).not.toBeInTheDocument();
  });

  it('asks for the flags beside the session’s reads, not after them', async () => {
    getQueryClient().clear();
    let answerMe: (response: Response) => void = () => {};
    const fetchMock = fakeApi((url) => {
      if (url === 'http://api.test/users/me') {
        return new Promise<Response>((resolve) => (answerMe = resolve));
      }
      if (url === 'http://api.test/flags/me') return Response.json(defaultFeatureFlags);
      return new Promise<Response>(() => {});
    });
    renderRoutes('/assistant', authValue({ logged: true }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain('http://api.test/flags/me'),
    );
    // The user's own read has not been answered yet.
    answerMe(Response.json(testMe));
  });

  it('skips onboarding when trial_cnf is on, or for a member', async () => {
    seedSession(undefined, {
      me: { isOnboarded: false },
      organisation: { isOnboarded: false },
      flags: { trial_cnf: true },
    });
    const first = renderRoutes('/assistant/workspaces', authValue({ logged: true }));
    expect(
      await screen.findByRole('heading', { name: 'Workspaces' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    first.unmount();
    seedSession(undefined, {
      me: { isOnboarded: false, role: 'MEMBER' },
      organisation: { isOnboarded: false },
    });
    renderRoutes('/assistant/workspaces', authValue({ logged: true }));
    expect(
      await screen.findByRole('heading', { name: 'Workspaces' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

describe('referral code of a sign-up', () => {
  afterEach(() => localStorage.clear());

  it('is saved to the new user at their first sign-in, once, then cleared', async () => {
    seedSession();
    rememberPendingSignUp('anna_rossi_20260105100000', 'Anna.Rossi@example.com');
    writeLocal('referredBy', 'FRIEND42');
    window.dataLayer = [];
    const fetchMock = fakeApi(async (_url, init) =>
      Response.json({ ...testMe, ...JSON.parse(String(init.body ?? '{}')) }),
    );
    const first = renderRoutes('/assistant', authValue({ logged: true }));
    await screen.findByRole('heading', { name: 'Welcome, Anna' }, { timeout: 5000 });
    await waitFor(() => expect(patchesOf(fetchMock)).toEqual(['{"referredBy":"FRIEND42"}']));
    await waitFor(() => expect(readLocal('referredBy')).toBeNull());
    expect(readLocal('pendingSignUp')).toBeNull();
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'signup_referral_used', referred_by: 'FRIEND42' }),
    );

    first.unmount();
    seedSession();
    renderRoutes('/assistant', authValue({ logged: true }));
    await screen.findByRole('heading', { name: 'Welcome, Anna' }, { timeout: 5000 });
    await settle();
    expect(patchesOf(fetchMock)).toHaveLength(1);
  });

  it('is kept when someone else signs in first', async () => {
    seedSession();
    rememberPendingSignUp('giulia_de_santis_20260105100000', 'giulia@example.com');
    writeLocal('referredBy', 'FRIEND42');
    const fetchMock = fakeApi(async () => Response.json({ items: [], total: 0 }));
    renderRoutes('/assistant', authValue({ logged: true }));
    await screen.findByRole('heading', { name: 'Welcome, Anna' }, { timeout: 5000 });
    await settle();
    expect(patchesOf(fetchMock)).toEqual([]);
    expect(readLocal('referredBy')).toBe('FRIEND42');
  });
});

describe('inactive-user dialog', () => {
  const breachQuestion =
    'Within how many hours must a personal data breach be notified to the supervisory authority?';

  beforeEach(() => {
    sessionStorage.clear();
    // Lazy routes and messages load in real time; the 10 s of inactivity are skipped on purpose.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const idle = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  async function openWorkspaces() {
    const view = renderRoutes('/assistant/workspaces', authValue({ logged: true }));
    await screen.findByRole('heading', { name: 'Workspaces' }, { timeout: 10_000 });
    return view;
  }

  it('offers a free-credit user questions to start from after 10 s without activity, once per tab', async () => {
    seedSession(undefined, { organisation: { freeCreditsAvailable: true, freeChatRemaining: 3 } });
    fakeApi(async () => Response.json({ items: [], total: 0 }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const view = await openWorkspaces();

    await idle(8_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await idle(3_000);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Not sure where to start?' },
      { timeout: 10_000 },
    );
    expect(within(dialog).getByText('You have 3 free questions left.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/products',
    );

    // A suggestion opens a new chat with the question in the field, not yet sent.
    await user.click(within(dialog).getByRole('link', { name: breachQuestion }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.router.state.location.pathname).toBe('/assistant');
    expect(
      await screen.findByRole('textbox', { name: 'Your question' }, { timeout: 10_000 }),
    ).toHaveValue(breachQuestion);

    // Once per tab: a reload in the same tab does not show it again.
    view.unmount();
    expect(readSession('tracking')).toBe(false);
    await openWorkspaces();
    await idle(15_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 60_000);

  it('points to the plans when no free question is left, and closes on Not now', async () => {
    seedSession(undefined, { organisation: { freeCreditsAvailable: true, freeChatRemaining: 0 } });
    fakeApi(async () => Response.json({ items: [], total: 0 }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await openWorkspaces();
    await idle(11_000);
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 10_000 });
    expect(within(dialog).getByText('You have used all your free questions.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: breachQuestion })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 60_000);

  it('leaves a user who keeps working, or a subscribed organisation, alone', async () => {
    seedSession(undefined, { organisation: { freeCreditsAvailable: true, freeChatRemaining: 3 } });
    fakeApi(async () => Response.json({ items: [], total: 0 }));
    const first = await openWorkspaces();
    for (let second = 0; second < 20; second += 5) {
      await idle(5_000);
      act(() => {
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
      });
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    sessionStorage.clear();
    seedSession(undefined, { organisation: { freeCreditsAvailable: false } });
    await openWorkspaces();
    await idle(15_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readSession('tracking')).toBeNull();
  }, 60_000);
});
