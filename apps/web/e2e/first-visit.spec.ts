/*
 * Issue 13: what a new user meets in the first half, journey by journey (defects 1, 2, 4, 7, 8).
 */
import { expect, test } from '@playwright/test';

import { signIn } from './support';

test('after a sign-out, Back and another account signing in does not open the first account’s page', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await signIn(page, 'owner.professional@demo.lexio.local');
  await expect(page).toHaveURL(/\/assistant$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Conversations' }).click();
  await expect(page).toHaveURL(/\/assistant\/conversations$/);

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  // Back reaches the first account's page, which sends to sign-in and remembers it.
  await page.goBack();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, 'owner.enterprise@demo.lexio.local');
  await expect(page).toHaveURL(/\/assistant$/);
  expect(await page.evaluate(() => localStorage.getItem('lexio.authReturnUrl'))).toBeNull();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the navigation drawer stays closed on every full page load, and closing it sticks', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await signIn(page, 'owner.professional@demo.lexio.local');
    await expect(page).toHaveURL(/\/assistant$/);
    const menu = page.getByRole('button', { name: 'Open the menu' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('navigation')).toBeHidden();

    await menu.click();
    const navigation = page.getByRole('navigation');
    await expect(navigation).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(navigation).toBeHidden();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Open the menu' })).toBeVisible();
    await expect(page.getByRole('navigation')).toBeHidden();
    await page.goto('/assistant/conversations');
    await expect(page.getByRole('heading', { name: 'Conversations' })).toBeVisible();
    await expect(page.getByRole('navigation')).toBeHidden();
  });
});

test('Compare finds another document by its title in the whole corpus and shows the title', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await signIn(page, 'owner.professional@demo.lexio.local');
  await expect(page).toHaveURL(/\/assistant$/);
  await page.goto('/documents/eu/reg/2016/679');
  await page.getByRole('button', { name: 'Compare' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare side by side' });
  await dialog.getByRole('radio', { name: 'Another document' }).check();
  const field = dialog.getByRole('combobox', { name: 'Document' });

  await field.fill('privacy');
  await expect(
    page.getByRole('option', { name: /Codice privacy|protezione dei dati/i }).first(),
  ).toBeVisible();

  await field.fill('Codice');
  const civile = page.getByRole('option', { name: /Codice civile/ }).first();
  await expect(civile).toBeVisible();
  // Beyond any fixed list of well-known acts: every document with the word in its title.
  await expect(page.getByRole('option', { name: /Codice del consumo/ })).toBeVisible();
  await expect(
    page.getByRole('option', { name: /Codice dell'Amministrazione Digitale/ }),
  ).toBeVisible();
  await civile.click();
  await expect(field).toHaveValue(/Codice civile/);
  await expect(field).not.toHaveValue(/^it\//);
  await dialog.getByRole('button', { name: 'Show side by side' }).click();
  await expect(page).toHaveURL(/compare=it%2Frd%2F1942%2F262/);
});

test('the laws are in the navigation: browse by source, search, open one', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, 'owner.professional@demo.lexio.local');
  await expect(page).toHaveURL(/\/assistant$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Laws' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Laws' })).toBeVisible();

  await page.getByRole('button', { name: 'EU legislation' }).click();
  await expect(page.getByRole('link', { name: 'GDPR', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'All sources' }).click();

  await page.getByRole('searchbox', { name: 'Search the laws' }).fill('Codice civile');
  // The search is debounced and its two result lists arrive one after the other: click once both
  // have settled, or the link moves under the pointer.
  await expect(page).toHaveURL(/q=Codice\+civile/);
  await page.waitForLoadState('networkidle');
  const civile = page
    .getByRole('region', { name: 'Documents' })
    .getByRole('link', { name: 'Codice civile', exact: true });
  await expect(civile).toBeVisible();
  await civile.click();
  await expect(page).toHaveURL(/\/documents\/it\/rd\/1942\/262$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Codice civile/i);
});
