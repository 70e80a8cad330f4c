import { expect, test } from '@playwright/test';

import { api, demoPassword, emailCode, idTokenOf, signIn } from './support';

test('the interface switches to Italian and the saved language follows; sign-out goes to the login page', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await signIn(page, 'owner.professional@demo.lexio.local');
  await expect(page).toHaveURL(/\/assistant$/);

  await page.getByLabel('Language').click();
  await page.getByRole('option', { name: 'Italiano' }).click();
  await expect(page.getByRole('heading', { name: 'Ciao, Claire' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');

  const token = await idTokenOf(page);
  await expect
    .poll(async () => (await api<{ language: string }>('/users/me', token)).language)
    .toBe('it');

  // Through the settings and back, so the page before the sign-out has a private page behind it.
  // Each page is on screen before the next click: the address changes before the page renders,
  // and a link to the page still shown replaces the history entry instead of adding one (React
  // Router), which would leave no settings page behind the assistant.
  const navigation = page.getByRole('navigation');
  await navigation.getByRole('link', { name: 'Impostazioni' }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(navigation.getByRole('link', { name: 'Impostazioni' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await navigation.getByRole('link', { name: 'Assistente' }).click();
  await expect(page).toHaveURL(/\/assistant$/);
  await expect(navigation.getByRole('link', { name: 'Assistente' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.getByRole('button', { name: /account|utente/i }).click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('lexio.authReturnUrl'))).toBeNull();

  // Later, in the same tab and without a reload, a logged-out visit to a private page is
  // remembered again: Back returns to the settings, which send to sign-in and come back after it.
  await page.goBack();
  // The page was already the login page: wait for the settings to have sent there again, which
  // remembers them (a form sent before that would find nothing to return to).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('lexio.authReturnUrl')))
    .toBe(JSON.stringify('/settings/profile'));
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel('Email').fill('owner.professional@demo.lexio.local');
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
});

test('a logged-out visit to a private page comes back to it after sign-in', async ({ page }) => {
  await page.goto('/settings/profile');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, 'owner.enterprise@demo.lexio.local');
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(
    'owner.enterprise@demo.lexio.local',
  );
});

test('an unknown address shows the not-found screen, logs it and goes back to the root', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect(errors.some((text) => text.includes('Not found route'))).toBe(true);
  // The root sends a logged-out visitor to the login page.
  await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 15_000 });
});

test('a password reset lets the user sign in with the new password', async ({ page }) => {
  const email = 'member.enterprise@demo.lexio.local';
  const newPassword = 'Lexio-reset-2026!';

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();

  await expect(page).toHaveURL(/\/auth\/reset\/finalize\?email=/);
  await page.getByLabel('Verification code').fill(emailCode);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();

  await expect(
    page.getByText('Your password has been changed. Sign in with the new one.'),
  ).toBeVisible();
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/assistant$/);
});
