import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { rememberPendingSignUp } from '../../lib/auth/pending-sign-up';
import { fakeApi, renderRoutes } from '../../test/render';
import type * as AuthActions from '../../lib/auth/auth-actions';

const actions = vi.hoisted(() => ({ signInWithPassword: vi.fn() }));

vi.mock('../../lib/auth/auth-actions', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthActions>()),
  ...actions,
}));

const email = 'giulia@example.com';
const identityError = (name: string) => Object.assign(new Error(name), { name });

/** The sign-up checks of our server: whether `email` awaits its code. */
function signUpServer(needsVerification: boolean) {
  return fakeApi(async (url) => {
    if (url.endsWith('/signUp/userNeedsVerification')) return Response.json({ needsVerification });
    if (url.endsWith('/signUp/userResendVerificationEmail')) return Response.json({ sent: true });
    return Response.json({}, { status: 404 });
  });
}

async function signInAs(password = 'Lexio-e2e-2026!') {
  await screen.findByRole('heading', { name: 'Sign in to Lexio' }, { timeout: 5000 });
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password', { exact: true }), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

const calledPaths = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url)).pathname);

afterEach(() => {
  localStorage.clear();
  actions.signInWithPassword.mockReset();
});

describe('sign-in page', () => {
  it('starts with focus in the e-mail field', async () => {
    renderRoutes('/auth/login');
    const field = await screen.findByRole('textbox', { name: 'Email' }, { timeout: 5000 });
    expect(field).toHaveFocus();
  });

  it('shows and hides the password with an eye icon, not a text glyph', async () => {
    renderRoutes('/auth/login');
    const show = await screen.findByRole('button', { name: 'Show password' }, { timeout: 5000 });
    expect(show).toHaveTextContent(/^$/);
    expect(show.querySelector('svg[data-testid="VisibilityIcon"]')).not.toBeNull();
    await userEvent.click(show);
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.querySelector('svg[data-testid="VisibilityOffIcon"]')).not.toBeNull();
  });
});

describe('sign-in of an account that never entered its code', () => {
  it('sends a new code and opens the confirmation page', async () => {
    rememberPendingSignUp('giulia_de_santis_20260105100000', email);
    // An unconfirmed e-mail is no alias yet: the identity provider answers "wrong credentials".
    actions.signInWithPassword.mockRejectedValue(identityError('NotAuthorizedException'));
    const fetchMock = signUpServer(true);
    const { router } = renderRoutes('/auth/login');
    await signInAs();

    expect(
      await screen.findByText(
        `Your account is not confirmed yet. We have sent a new code to ${email}.`,
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({
      pathname: '/auth/confirm',
      search: `?email=${encodeURIComponent(email)}`,
    });
    expect(calledPaths(fetchMock)).toEqual([
      '/signUp/userNeedsVerification',
      '/signUp/userResendVerificationEmail',
    ]);
  });

  it('also when the identity provider says the account is not confirmed', async () => {
    rememberPendingSignUp('giulia_de_santis_20260105100000', email);
    actions.signInWithPassword.mockResolvedValue('confirmSignUp');
    signUpServer(true);
    renderRoutes('/auth/login');
    await signInAs();
    expect(
      await screen.findByRole('button', { name: 'Confirm account' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('keeps "wrong email or password" for a confirmed account', async () => {
    actions.signInWithPassword.mockRejectedValue(identityError('NotAuthorizedException'));
    const fetchMock = signUpServer(false);
    const { router } = renderRoutes('/auth/login');
    await signInAs('not-the-password');

    expect(await screen.findByText('Wrong email or password.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    await waitFor(() => expect(calledPaths(fetchMock)).toEqual(['/signUp/userNeedsVerification']));
  });
});
