import { expect, test, type Page } from '@playwright/test';

import { api, idTokenOf, signIn } from './support';

/**
 * A workspace address that leads nowhere the user may go says "not found", with the way back to
 * the list, whatever the reason: an id no workspace has, an id that is not an id, or another
 * organisation's workspace (the server answers 404, never its name or its documents).
 */

async function expectNotFound(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Workspace not found' })).toBeVisible();
  await expect(page.getByText('This workspace does not exist or has been deleted.')).toBeVisible();
  // Not an empty workspace: no tabs, no documents, no question field.
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByText(/no documents|None yet/i)).toHaveCount(0);
}

test('a missing, malformed or foreign workspace is not found, with the way back', async ({
  page,
  browser,
}) => {
  // Another organisation's workspace: created by the enterprise owner through the API.
  const other = await browser.newPage();
  await other.goto('/auth/login');
  await signIn(other, 'owner.enterprise@demo.lexio.local');
  await expect(other).toHaveURL(/\/assistant/);
  const foreign = await api<{ id: string; name: string }>(
    '/organisations/me/workspaces',
    await idTokenOf(other),
    { method: 'POST', body: JSON.stringify({ name: `Riservato ${Date.now()}` }) },
  );
  await other.close();

  await page.goto('/auth/login');
  await signIn(page, 'owner.professional@demo.lexio.local');
  await expect(page).toHaveURL(/\/assistant/);

  await expectNotFound(page, '/assistant/workspaces/00000000-0000-4000-8000-00000000dead');
  await expectNotFound(page, '/assistant/workspaces/123');
  await expectNotFound(page, `/assistant/workspaces/${foreign.id}`);
  await expect(page.getByText(foreign.name)).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to workspaces' }).click();
  await expect(page).toHaveURL(/\/assistant\/workspaces$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Workspaces' })).toBeVisible();
});
