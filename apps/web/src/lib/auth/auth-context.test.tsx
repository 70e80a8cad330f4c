import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { AuthHubEvent } from './amplify';
import { AuthProvider, useAuth } from './auth-context';

const hub = vi.hoisted(() => ({
  listener: null as ((event: AuthHubEvent) => void) | null,
  stored: false,
}));
const actions = vi.hoisted(() => ({
  loadAuthUserInfo: vi.fn(),
  signOutOfIdentityProvider: vi.fn(async () => {}),
}));

vi.mock('./amplify', () => ({
  mayHaveStoredSession: () => hub.stored,
  onAuthHubEvent: (listener: (event: AuthHubEvent) => void) => {
    hub.listener = listener;
    return () => {};
  },
}));
vi.mock('./auth-actions', () => actions);

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
