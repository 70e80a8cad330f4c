/*
 * The real router and the real compiled catalogues: a page's namespace arrives with it, the
 * sign-in page needs nothing beyond the core, and the onboarding screen brings its own.
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { authValue, fakeApi, renderRoutes, seedSession, testMe } from '../test/render';
import { messageStore } from './message-store';
import { coreNamespaces } from './namespaces';

beforeEach(async () => {
  await messageStore.setLocale('it');
  fakeApi(async () => Response.json({ ...testMe, language: 'it' }));
});

describe('messages by route', () => {
  it('the sign-in page renders in Italian with the core namespaces alone', async () => {
    renderRoutes('/auth/login');
    expect(await screen.findByRole('button', { name: 'Accedi' }, { timeout: 5000 })).toBeVisible();
    expect(messageStore.loadedNamespaces().sort()).toEqual([...coreNamespaces].sort());
  });

  it('a page outside the core renders translated, its namespace loaded with it', async () => {
    seedSession(undefined, { me: { language: 'it' } });
    renderRoutes('/products', authValue({ logged: true }));
    expect(
      await screen.findByRole('heading', { name: 'Piani e prodotti' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(messageStore.loadedNamespaces()).toContain('products');
    expect(messageStore.loadedNamespaces()).not.toContain('lawViewer');
  });

  it('the onboarding screen loads its namespaces before it shows', async () => {
    seedSession(undefined, {
      me: { isOnboarded: false, language: 'it' },
      organisation: { isOnboarded: false },
      flags: { phone_onboarding: true },
    });
    renderRoutes('/assistant/workspaces', authValue({ logged: true }));
    expect(await screen.findByText('Passo 1 di 2', undefined, { timeout: 5000 })).toBeVisible();
    expect(messageStore.loadedNamespaces()).toEqual(
      expect.arrayContaining(['onboarding', 'companyType', 'workspaces']),
    );
  });
});
