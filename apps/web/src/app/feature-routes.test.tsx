/*
 * Routes that compose the domain features (src/features/<domain>): each settings section comes
 * from its feature and still sits under the settings tabs, in the interface language.
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { messageStore } from '../i18n/message-store';
import { authValue, renderRoutes, seedSession } from '../test/render';

beforeEach(() => seedSession());

describe('settings sections', () => {
  it.each([
    ['/settings/notifications', 'Notifications'],
    ['/settings/subscription', 'Subscription'],
    ['/settings/seats', 'Seats'],
    ['/settings/regulatory-alert', 'Regulatory alerts'],
    ['/settings/experts', 'Experts'],
  ])('%s shows its section under the %s tab', async (path, tab) => {
    renderRoutes(path, authValue({ logged: true }));
    expect(
      await screen.findByText('These settings are not available yet.', undefined, {
        timeout: 15_000,
      }),
    ).toBeVisible();
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  });

  it('loads the section feature’s messages with it', async () => {
    await messageStore.setLocale('it');
    seedSession(undefined, { me: { language: 'it' } });
    renderRoutes('/settings/seats', authValue({ logged: true }));
    expect(
      await screen.findByText('Queste impostazioni non sono ancora disponibili.', undefined, {
        timeout: 15_000,
      }),
    ).toBeVisible();
    expect(messageStore.loadedNamespaces()).toEqual(
      expect.arrayContaining(['settings', 'subscription']),
    );
    await messageStore.setLocale('en');
  });
});
