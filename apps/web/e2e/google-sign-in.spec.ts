/*
 * Issue 13, Google sign-in: "Continue with Google" through the identity provider's hosted sign-in
 * by redirect. Locally the Cognito domain is the stand-in that scripts/start.ts runs
 * (tools/google-standin, https with a self-signed certificate), which shows its own page instead
 * of Google's and issues cognito-local's tokens.
 */
import { expect, type Page, test } from '@playwright/test';

import { api, idTokenOf, signIn, uniqueEmail } from './support';

// The stand-in serves https with a certificate it generated itself.
test.use({ ignoreHTTPSErrors: true });

interface Me {
  userId: string;
  email: string;
  role: string;
  firstName: string;
  lastName: string;
}

/** On the stand-in's page: says what it is, then signs in as `email`. */
async function throughStandin(
  page: Page,
  person: { email: string; givenName?: string; familyName?: string },
) {
  await expect(page).toHaveURL(/^https:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await expect(page.getByRole('heading', { name: 'Local stand-in for Google' })).toBeVisible();
  await expect(page.getByText('This is not Google.', { exact: false })).toBeVisible();
  await page.getByLabel('Google account e-mail').fill(person.email);
  if (person.givenName) await page.getByLabel('Given name').fill(person.givenName);
  if (person.familyName) await page.getByLabel('Family name').fill(person.familyName);
  await expect(page.getByLabel('Google says this e-mail address is verified')).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // A session that came through the hosted sign-in ends at its /logout, which returns here.
  await expect(page).toHaveURL(/\/auth\/login$/);
}

test('a first Google sign-in from sign-up creates the organisation and onboards; the second returns to the page asked for', async ({
  page,
}) => {
  const email = uniqueEmail('google');

  // First time, from the sign-up page. The button carries Google's G, loaded (a static file).
  await page.goto('/auth/register');
  const google = page.getByRole('button', { name: 'Continue with Google' });
  const logo = google.locator('img[src="/google-g.svg"]');
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await google.click();
  await throughStandin(page, { email, givenName: 'Ada', familyName: 'Lovelace' });

  // Back in Lexio: a new organisation with this user as its OWNER, so onboarding.
  await expect(page.getByText('What kind of organisation do you work for?')).toBeVisible();
  await page.getByRole('radio', { name: 'Law Firm' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/assistant$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();

  const first = await api<Me>('/users/me', await idTokenOf(page));
  expect(first).toMatchObject({
    email,
    role: 'OWNER',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  const organisation = await api<{ companyType: string; isOnboarded: boolean }>(
    '/organisations/me',
    await idTokenOf(page),
  );
  expect(organisation).toMatchObject({ companyType: 'LAW_FIRM', isOnboarded: true });

  await signOut(page);

  // Second time, from a private page: the return URL survives the round trip to the provider.
  await page.goto('/settings/profile');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await throughStandin(page, { email });
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByText('What kind of organisation do you work for?')).toBeHidden();
  const again = await api<Me>('/users/me', await idTokenOf(page));
  expect(again.userId).toBe(first.userId);
});

test('Google with the verified e-mail of an existing account signs in to that account', async ({
  page,
}) => {
  const email = 'owner.professional@demo.lexio.local';
  // The account has signed in with its password before.
  await page.goto('/auth/login');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/assistant$/);
  const byPassword = await api<Me>('/users/me', await idTokenOf(page));
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await throughStandin(page, { email });
  await expect(page).toHaveURL(/\/assistant$/);
  const byGoogle = await api<Me>('/users/me', await idTokenOf(page));
  expect(byGoogle.userId).toBe(byPassword.userId);
  expect(byGoogle.role).toBe('OWNER');
});

test('cancelling on the stand-in’s page comes back to sign-in saying the Google sign-in did not complete', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Local stand-in for Google' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByText('Google sign-in did not complete. Please try again.')).toBeVisible();
  // And it can be started again.
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await throughStandin(page, { email: uniqueEmail('google.retry') });
  await expect(page.getByText('What kind of organisation do you work for?')).toBeVisible();
});

test('an e-mail Google has not verified opens no account: signed out, and sign-in says why', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Local stand-in for Google' })).toBeVisible();
  await page.getByLabel('Google account e-mail').fill('owner.enterprise@demo.lexio.local');
  await page.getByLabel('Google says this e-mail address is verified').uncheck();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText(/Google has not verified this e-mail address/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
});
