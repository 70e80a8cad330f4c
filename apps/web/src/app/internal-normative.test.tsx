import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { authValue, renderRoutes, seedSession } from '../test/render';

afterEach(() => localStorage.clear());

describe('/assistant/internal-normative', () => {
  it('for an Enterprise organisation without the workspace yet, says what will be there instead of leaving for /assistant', async () => {
    seedSession(undefined, {
      subscription: { planActivated: { plan: 'ENTERPRISE', billingPeriod: 'YEAR' } },
    });
    const { router } = renderRoutes('/assistant/internal-normative', authValue({ logged: true }));
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Internal normative' },
        { timeout: 10000 },
      ),
    ).toBeVisible();
    expect(screen.getByText(/internal rules/)).toBeVisible();
    expect(router.state.location.pathname).toBe('/assistant/internal-normative');
  });

  it('links to the workspace once the organisation has one', async () => {
    seedSession(undefined, {
      subscription: {
        planActivated: { plan: 'ENTERPRISE', billingPeriod: 'YEAR' },
        internalNormativeId: 'ws-9',
      },
    });
    renderRoutes('/assistant/internal-normative', authValue({ logged: true }));
    expect(
      await screen.findByRole(
        'link',
        { name: 'Open the internal normative workspace' },
        { timeout: 10000 },
      ),
    ).toHaveAttribute('href', '/assistant/internal-normative/ws-9/');
  });
});
