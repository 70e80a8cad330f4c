import { expect, test } from '@playwright/test';

import { api, emailCode, idTokenOf, register, setFlags, signIn, uniqueEmail } from './support';

test('a new user signs up, confirms, signs in, onboards without the phone step and lands on the assistant', async ({
  page,
}) => {
  const email = uniqueEmail('signup');
  const password = 'Lexio-e2e-2026!';

  await register(page, { firstName: 'Giulia', lastName: 'De Santis', email, password });
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('Verification code').fill(emailCode);
  await page.getByRole('button', { name: 'Confirm account' }).click();

  await expect(page.getByText('Your account is confirmed. Sign in to continue.')).toBeVisible();
  await signIn(page, email, password);

  // Onboarding: the phone_onboarding flag is off by default, so company type is the only step.
  await expect(page.getByText('What kind of organisation do you work for?')).toBeVisible();
  await expect(page.getByText('Step 1 of 1')).toBeVisible();
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await page.getByRole('radio', { name: 'Law Firm' }).check();
  await continueButton.click();

  await expect(page).toHaveURL(/\/assistant$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Giulia' })).toBeVisible();
  await expect(page.getByText('What kind of organisation do you work for?')).toBeHidden();

  // The server provisioned a new organisation with this user as its OWNER, onboarded as a law firm.
  const token = await idTokenOf(page);
  const me = await api<{ role: string; firstName: string; lastName: string }>('/users/me', token);
  expect(me).toMatchObject({ role: 'OWNER', firstName: 'Giulia', lastName: 'De Santis' });
  const organisation = await api<{ companyType: string; isOnboarded: boolean }>(
    '/organisations/me',
    token,
  );
  expect(organisation).toMatchObject({ companyType: 'LAW_FIRM', isOnboarded: true });
});

test('with the phone_onboarding flag on, onboarding asks for a valid phone number', async ({
  page,
}) => {
  const email = 'owner.onboarding@demo.lexio.local';
  await setFlags(email, { phone_onboarding: true });

  await page.goto('/auth/login');
  await signIn(page, email);

  await expect(page.getByText('What kind of organisation do you work for?')).toBeVisible();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await page.getByRole('radio', { name: 'Other' }).check();
  const continueButton = page.getByRole('button', { name: 'Continue' });
  // With Other, the free text must be filled in first.
  await expect(continueButton).toBeDisabled();
  await page.getByLabel('Your type of organisation').fill('Notary office');
  await continueButton.click();

  await expect(page.getByText('What number can we reach you at?')).toBeVisible();
  const phone = page.getByLabel('Phone number');
  await expect(phone).toHaveAttribute('placeholder', /^\+39 3/);
  await phone.fill('12 34');
  await phone.blur();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(continueButton).toBeDisabled();
  await phone.fill('+39 347 123 4567');
  await expect(page.getByText('Please enter a valid phone number')).toBeHidden();
  await continueButton.click();

  // The onboarding stands in the assistant's place at /assistant: done when the assistant shows.
  await expect(page).toHaveURL(/\/assistant$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Paolo' })).toBeVisible();
  await expect(page.getByText('What number can we reach you at?')).toBeHidden();
  const token = await idTokenOf(page);
  const organisation = await api<{ companyType: string; isOnboarded: boolean }>(
    '/organisations/me',
    token,
  );
  expect(organisation).toMatchObject({ companyType: 'Notary office', isOnboarded: true });
  const me = await api<{ phoneNumber: string | null }>('/users/me', token);
  expect(me.phoneNumber).toBe('+393471234567');
});

test('a user who left before confirming is sent back to the confirmation page by sign-in, confirms and signs in', async ({
  page,
}) => {
  const email = uniqueEmail('unconfirmed');
  const password = 'Lexio-e2e-2026!';

  await register(
    page,
    { firstName: 'Marta', lastName: 'Bianchi', email, password },
    '/auth/register?ref=FRIEND42',
  );

  // She leaves without entering the code, and comes back later through the sign-in page.
  await page.goto('/auth/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/auth\/confirm\?email=/);
  await expect(
    page.getByText(`Your account is not confirmed yet. We have sent a new code to ${email}.`),
  ).toBeVisible();
  await page.getByLabel('Verification code').fill(emailCode);
  await page.getByRole('button', { name: 'Confirm account' }).click();

  await expect(page.getByText('Your account is confirmed. Sign in to continue.')).toBeVisible();
  await signIn(page, email, password);
  await expect(page.getByText('What kind of organisation do you work for?')).toBeVisible();

  // The referral code of the sign-up was sent to the new user at this first sign-in.
  const token = await idTokenOf(page);
  await expect
    .poll(async () => (await api<{ referredBy: string | null }>('/users/me', token)).referredBy)
    .toBe('FRIEND42');
  expect(await page.evaluate(() => localStorage.getItem('lexio.referredBy'))).toBeNull();
});
