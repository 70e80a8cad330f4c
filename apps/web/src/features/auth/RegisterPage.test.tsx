import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { rememberPendingSignUp } from '../../lib/auth/pending-sign-up';
import { readLocal } from '../../lib/storage';
import { fakeApi, renderRoutes } from '../../test/render';
import type * as AuthActions from '../../lib/auth/auth-actions';

const actions = vi.hoisted(() => ({ signUpWithEmail: vi.fn() }));

vi.mock('../../lib/auth/auth-actions', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthActions>()),
  ...actions,
}));

const email = 'giulia@example.com';

function signUpServer(state: { exists: boolean; needsVerification: boolean }) {
  return fakeApi(async (url) => {
    if (url.endsWith('/signUp/userExists')) return Response.json({ exists: state.exists });
    if (url.endsWith('/signUp/userNeedsVerification'))
      return Response.json({ needsVerification: state.needsVerification });
    if (url.endsWith('/signUp/userResendVerificationEmail')) return Response.json({ sent: true });
    return Response.json({}, { status: 404 });
  });
}

async function register(path = '/auth/register') {
  const view = renderRoutes(path);
  await screen.findByRole('heading', { name: 'Create your Lexio account' }, { timeout: 5000 });
  await userEvent.type(screen.getByLabelText('First name'), 'Giulia');
  await userEvent.type(screen.getByLabelText('Last name'), 'De Santis');
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'Lexio-e2e-2026!');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  return view;
}

afterEach(() => {
  localStorage.clear();
  actions.signUpWithEmail.mockReset();
});

describe('sign-up', () => {
  it('keeps the generated username for the confirmation page, which needs only the e-mail, and the referral code for the first sign-in', async () => {
    actions.signUpWithEmail.mockResolvedValue({ needsConfirmation: true });
    signUpServer({ exists: false, needsVerification: false });
    const { router } = await register('/auth/register?ref=FRIEND42');

    expect(
      await screen.findByRole('heading', { name: 'Check your email' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const username = actions.signUpWithEmail.mock.calls[0]?.[0].username as string;
    expect(username).toMatch(/^giulia_de_santis_\d{14}$/);
    expect(router.state.location.search).toBe(`?email=${encodeURIComponent(email)}`);
    expect(readLocal('pendingSignUp')).toEqual({ username, email });
    expect(readLocal('referredBy')).toBe('FRIEND42');
  });

  it('sends an e-mail still awaiting its code back to the confirmation page with a new code', async () => {
    rememberPendingSignUp('giulia_de_santis_20260105100000', email);
    const fetchMock = signUpServer({ exists: true, needsVerification: true });
    await register();

    expect(
      await screen.findByText(
        `Your account is not confirmed yet. We have sent a new code to ${email}.`,
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(actions.signUpWithEmail).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url)).pathname)).toContain(
      '/signUp/userResendVerificationEmail',
    );
  });

  it('signs up again an e-mail awaiting a code sent to another browser', async () => {
    actions.signUpWithEmail.mockResolvedValue({ needsConfirmation: true });
    signUpServer({ exists: true, needsVerification: true });
    await register();

    expect(
      await screen.findByRole('button', { name: 'Confirm account' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(actions.signUpWithEmail).toHaveBeenCalledTimes(1);
  });

  it('refuses an e-mail whose account is confirmed', async () => {
    signUpServer({ exists: true, needsVerification: false });
    await register();
    expect(
      await screen.findByText('An account with this email already exists. Sign in instead.'),
    ).toBeInTheDocument();
    expect(actions.signUpWithEmail).not.toHaveBeenCalled();
  });
});
