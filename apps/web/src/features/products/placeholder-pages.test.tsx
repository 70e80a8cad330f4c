import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { authValue, renderRoutes, seedSession } from '../../test/render';

afterEach(() => localStorage.clear());

describe('placeholder pages', () => {
  it('never echo the raw address parameters', async () => {
    seedSession();
    renderRoutes(
      '/purchase?plan=STANDARD&billingType=MONTH&trial=true',
      authValue({ logged: true }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Purchase' }, { timeout: 10000 }),
    ).toBeVisible();
    expect(document.body).not.toHaveTextContent(/billingType|STANDARD|MONTH/);
  });

  it('/thank-you thanks only an organisation that has bought a plan', async () => {
    seedSession(undefined, { subscription: { planActivated: null, status: null } });
    renderRoutes('/thank-you', authValue({ logged: true }));
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'No purchase to confirm' },
        { timeout: 10000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(document.body).not.toHaveTextContent(/thank you/i);
  });

  it('/thank-you thanks a subscriber', async () => {
    seedSession();
    renderRoutes('/thank-you', authValue({ logged: true }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you' }, { timeout: 10000 }),
    ).toBeVisible();
  });
});
