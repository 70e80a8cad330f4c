import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { rememberPendingSignUp } from '../../lib/auth/pending-sign-up';
import { renderRoutes } from '../../test/render';
import type * as AuthActions from '../../lib/auth/auth-actions';

const actions = vi.hoisted(() => ({
  confirmSignUpCode: vi.fn(async () => {}),
  resendSignUpCode: vi.fn(async () => {}),
}));

vi.mock('../../lib/auth/auth-actions', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthActions>()),
  ...actions,
}));

const email = 'giulia@example.com';
const username = 'giulia_de_santis_20260105100000';
const confirmUrl = `/auth/confirm?email=${encodeURIComponent(email)}`;

afterEach(() => {
  localStorage.clear();
  actions.confirmSignUpCode.mockClear();
  actions.resendSignUpCode.mockClear();
});

describe('confirmation page', () => {
  it('confirms the account from the e-mail alone, then asks to sign in', async () => {
    rememberPendingSignUp(username, email);
    const { router } = renderRoutes(confirmUrl);
    expect(
      await screen.findByText(
        `We sent a verification code to ${email}. Enter it to activate your account.`,
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument();
    expect(actions.resendSignUpCode).toHaveBeenCalledWith(username);

    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm account' }));
    expect(
      await screen.findByText('Your account is confirmed. Sign in to continue.'),
    ).toBeInTheDocument();
    expect(actions.confirmSignUpCode).toHaveBeenCalledWith(username, '123456');
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(screen.getByLabelText('Email')).toHaveValue(email);
  });

  it('explains a sign-up made in another browser and offers to create the account again', async () => {
    const { router } = renderRoutes(confirmUrl);
    expect(
      await screen.findByText(
        `The account of ${email} is waiting for its code, but it was created in another browser. Create the account again here with the same email to get a new code.`,
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Create the account again' }));
    await screen.findByRole('heading', { name: 'Create your Lexio account' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/auth/register');
    expect(screen.getByLabelText('Email')).toHaveValue(email);
  });
});
