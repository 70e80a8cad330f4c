import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type * as Amplify from '../../lib/auth/amplify';
import type * as AuthActions from '../../lib/auth/auth-actions';
import type * as Env from '../../config/env';
import { renderRoutes } from '../../test/render';

const actions = vi.hoisted(() => ({ signInWithGoogle: vi.fn() }));
const hub = vi.hoisted(() => ({
  listeners: new Set<(event: string) => void>(),
  problem: null as string | null,
}));

vi.mock('../../lib/auth/auth-actions', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthActions>()),
  ...actions,
}));
vi.mock('../../lib/auth/amplify', async (importOriginal) => ({
  ...(await importOriginal<typeof Amplify>()),
  readSignInProblem: () => {
    const problem = hub.problem;
    hub.problem = null;
    return problem;
  },
  onAuthHubEvent: (listener: (event: string) => void) => {
    hub.listeners.add(listener);
    return () => hub.listeners.delete(listener);
  },
}));
// An OAuth domain is configured (the Cognito domain, or the local stand-in).
vi.mock('../../config/env', async (importOriginal) => {
  const original = await importOriginal<typeof Env>();
  return { ...original, env: { ...original.env, oauthDomain: '127.0.0.1:9230' } };
});

afterEach(() => {
  actions.signInWithGoogle.mockReset();
});

describe('Continue with Google', () => {
  it.each([
    ['/auth/login', 'Sign in to Lexio'],
    ['/auth/register', 'Create your Lexio account'],
  ])('on %s starts the hosted sign-in by redirect', async (path, heading) => {
    actions.signInWithGoogle.mockReturnValue(new Promise(() => {}));
    renderRoutes(path);
    await screen.findByRole('heading', { name: heading }, { timeout: 5000 });
    const button = screen.getByRole('button', { name: 'Continue with Google' });
    await userEvent.click(button);
    expect(actions.signInWithGoogle).toHaveBeenCalledTimes(1);
    // One click: the page is on its way to the identity provider.
    expect(button).toBeDisabled();
  });

  it('says so when the redirect comes back without a session', async () => {
    renderRoutes('/auth/login');
    await screen.findByRole('button', { name: 'Continue with Google' }, { timeout: 5000 });
    act(() => {
      hub.problem = 'redirectFailed';
      for (const listener of hub.listeners) listener('signInWithRedirect_failure');
    });
    expect(
      await screen.findByText('Google sign-in did not complete. Please try again.'),
    ).toBeInTheDocument();
  });

  it('also when the failure came while the app was still loading', async () => {
    hub.problem = 'redirectFailed';
    renderRoutes('/auth/login');
    expect(
      await screen.findByText('Google sign-in did not complete. Please try again.', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
  });

  it('says why when our server refused an e-mail Google has not verified', async () => {
    hub.problem = 'emailNotVerified';
    renderRoutes('/auth/login');
    expect(
      await screen.findByText(/Google has not verified this e-mail address/, undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
  });
});
