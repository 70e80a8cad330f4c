import { expect, type Page } from '@playwright/test';

/** The API server that scripts/start.ts --e2e started (playwright.config.ts sets it). */
export const apiUrl = process.env.E2E_API_URL ?? 'http://127.0.0.1:4318';
export const demoPassword = 'Lexio-demo-2025!';
/** cognito-local is started with a fixed confirmation and reset code. */
export const emailCode = '123456';

/** A fresh address for a journey that signs up; unique per run. */
export function uniqueEmail(label: string): string {
  return `e2e.${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
}

export async function signIn(page: Page, email: string, password = demoPassword): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in to Lexio' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Fills in and sends the registration form of the page at `path` (/auth/register, with a ref or not). */
export async function register(
  page: Page,
  person: { firstName: string; lastName: string; email: string; password: string },
  path = '/auth/register',
): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Create your Lexio account' })).toBeVisible();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
}

/** The identity token Amplify keeps for the signed-in user, to call the API as that user. */
export async function idTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i) ?? '';
      if (key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.idToken')) {
        return localStorage.getItem(key);
      }
    }
    return null;
  });
  if (!token) throw new Error('No identity token in local storage: is the user signed in?');
  return token;
}

export async function api<T>(path: string, token: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Turns local feature flags on or off for a user's organisation (the server's dev-only route). */
export async function setFlags(
  email: string,
  flags: Record<string, boolean | string>,
): Promise<void> {
  const response = await fetch(`${apiUrl}/dev/flags`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, flags }),
  });
  if (!response.ok) throw new Error(`PUT /dev/flags: ${response.status} ${await response.text()}`);
}

/**
 * Sets the pace of the embedded answerer (ms between chunks; the server's dev-only route) and
 * returns the one it replaces: the journeys that act while an answer is being written slow it down
 * for themselves and put it back after.
 */
export async function setAnswerPace(chunkDelayMs: number): Promise<number> {
  const url = `${apiUrl}/dev/assistant`;
  const before = await fetch(url);
  if (!before.ok) throw new Error(`GET /dev/assistant: ${before.status} ${await before.text()}`);
  const response = await fetch(url, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ chunkDelayMs }),
  });
  if (!response.ok)
    throw new Error(`PUT /dev/assistant: ${response.status} ${await response.text()}`);
  return ((await before.json()) as { chunkDelayMs: number }).chunkDelayMs;
}
