import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { authValue, renderRoutes, seedSession } from '../../test/render';

afterEach(() => localStorage.clear());

describe('profile settings', () => {
  it('names the role in words, never the raw value', async () => {
    seedSession(undefined, { me: { role: 'OWNER' } });
    renderRoutes('/settings/profile', authValue({ logged: true }));
    expect(await screen.findByText('Owner', undefined, { timeout: 10000 })).toBeVisible();
    expect(screen.queryByText('OWNER')).not.toBeInTheDocument();
  });
});
