import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { authValue, fakeApi, renderRoutes, seedSession, testMe } from '../test/render';

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

  it('shows onboarding instead of the page to a new owner', async () => {
    seedSession(undefined, {
      me: { isOnboarded: false },
      organization: { isOnboarded: false },
      flags: { phone_onboarding: true },
    });
    renderRoutes('/assistant/workspaces', authValue({ logged: true }));
    expect(
      await screen.findByText('Step 1 of 2', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Workspaces' })).not.toBeInTheDocument();
  });

  it('skips onboarding when trial_cnf is on, or for a member', async () => {
    seedSession(undefined, {
      me: { isOnboarded: false },
      organization: { isOnboarded: false },
      flags: { trial_cnf: true },
    });
    const first = renderRoutes('/assistant/workspaces', authValue({ logged: true }));
    expect(
      await screen.findByRole('heading', { name: 'Workspaces' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    first.unmount();
    seedSession(undefined, {
      me: { isOnboarded: false, role: 'MEMBER' },
      organization: { isOnboarded: false },
    });
    renderRoutes('/assistant/workspaces', authValue({ logged: true }));
    expect(
      await screen.findByRole('heading', { name: 'Workspaces' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
