/*
 * Issue 13, "done when": the whole journey with the keyboard alone (no mouse call): sign in, ask,
 * open a citation and come back to it with Back, share, sign out, checking where focus lands at each step.
 */
import { expect, type Page, test } from '@playwright/test';

import { demoPassword } from './support';

const question =
  "Entro quanto tempo il titolare deve notificare una violazione dei dati personali all'autorità di controllo?";

/** Presses Tab (or Shift+Tab) until the focused element's name or text matches. */
async function tabTo(page: Page, name: RegExp, backwards = false, max = 80): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim();
    });
    if (name.test(focused)) return;
  }
  throw new Error(`No focusable element named ${name} within ${max} presses`);
}

test('signs in, asks, opens a citation and comes back to it, shares and signs out with the keyboard alone', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/auth/login');
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toBeFocused();
  await page.keyboard.type('member.professional@demo.lexio.local');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(demoPassword);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/assistant$/);

  // The new chat starts in the question field.
  const field = page.getByRole('textbox', { name: 'Your question' });
  await expect(field).toBeFocused();
  await page.keyboard.type(question);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/assistant\/[0-9a-f-]{36}\/$/);
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 90_000 });
  const threadUrl = page.url();

  // Back up from the field to the first source chip, open it, and come back with Alt+Left.
  const answer = page.getByRole('listitem', { name: 'Lexio' }).last();
  const chip = answer
    .getByRole('region', { name: 'Sources' })
    .getByRole('link', { name: /^1\. GDPR, Articolo 33/ });
  // The new thread opens with focus in its question field.
  await expect(field).toBeFocused();
  await tabTo(page, /^1\. GDPR, Articolo 33/, true);
  await expect(chip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/documents\/eu\/reg\/2016\/679\?lang=it#art-33/);
  await expect(page.locator('#art-33')).toBeInViewport();
  // The browser's Back (Alt+Left is the browser's own shortcut, which headless Chromium does not
  // bind; the contents tree is tested not to swallow it in TocTree.test.tsx).
  await page.goBack();
  await expect(page).toHaveURL(threadUrl);
  await expect(chip).toBeFocused();

  // Share: the dialog's new link takes focus to "Copy link"; Escape returns to the Share button.
  await tabTo(page, /^Share$/, true);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Share this conversation' });
  await expect(dialog).toBeVisible();
  await tabTo(page, /^Create public link$/);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeFocused();
  await expect(dialog.getByRole('textbox', { name: 'Public link' })).toHaveValue(/\/share\//);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Share' })).toBeFocused();

  // Sign out from the account menu; the sign-in page starts in the e-mail field again.
  await tabTo(page, /^Account menu$/, true);
  await page.keyboard.press('Enter');
  const signOut = page.getByRole('menuitem', { name: 'Sign out' });
  await expect(signOut).toBeVisible();
  for (let i = 0; i < 5 && !(await signOut.evaluate((e) => e === document.activeElement)); i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
});
