/*
 * Issue 13, "done when": axe finds no serious or critical violation on the app's routes, signed out
 * and signed in, at desktop and phone widths (axe-core, run in the page as it is on screen).
 */
import { createRequire } from 'node:module';

import { expect, type Page, test } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

import { signIn } from './support';

const question =
  "Entro quanto tempo il titolare deve notificare una violazione dei dati personali all'autorità di controllo?";
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Serious and critical violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<Violation[]> {
  // A dialog or button still fading in has colours between two states: axe reads what is shown.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
  });
}

/** Opens each route, waits for its heading, and collects what axe finds, by route. */
async function sweep(page: Page, routes: string[]): Promise<Record<string, Violation[]>> {
  const found: Record<string, Violation[]> = {};
  for (const route of routes) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Let lazy chunks and their messages settle (no spinner left in the main region).
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[route] = violations;
  }
  return found;
}

const signedOutRoutes = ['/auth/login', '/auth/register', '/auth/reset/request', '/discover'];
const signedInRoutes = [
  '/assistant',
  '/assistant/conversations',
  '/assistant/workspaces',
  '/laws',
  '/documents/eu/reg/2016/679?lang=it#art-33',
  '/settings/profile',
  '/settings/subscription',
  '/explore',
  '/discover',
  '/products',
];

for (const [device, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test('no serious or critical axe violation on any route, signed out then signed in', async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      const signedOut = await sweep(page, signedOutRoutes);
      await page.goto('/auth/login');
      await signIn(page, 'owner.standard@demo.lexio.local');
      await expect(page).toHaveURL(/\/assistant$/);
      const signedIn = await sweep(page, signedInRoutes);

      // A thread with an answer (its provisions, sources and actions), and its public page read
      // signed out.
      await page.goto('/assistant');
      await page.getByRole('textbox', { name: 'Your question' }).fill(question);
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page).toHaveURL(/\/assistant\/[0-9a-f-]{36}\/$/);
      await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 90_000 });
      const thread = await seriousViolations(page);
      if (thread.length > 0) signedIn['thread'] = thread;
      await page.getByRole('button', { name: 'Share' }).click();
      const dialog = page.getByRole('dialog', { name: 'Share this conversation' });
      await dialog.getByRole('button', { name: 'Create public link' }).click();
      const publicUrl = await dialog.getByRole('textbox', { name: 'Public link' }).inputValue();
      // The button shows its success for 1.5 s, then turns idle with a colour transition: scanned
      // in between, axe would read colours halfway from one state to the other.
      await expect(dialog.locator('[data-state="success"], [data-state="loading"]')).toHaveCount(0);
      const shareDialog = await seriousViolations(page);
      if (shareDialog.length > 0) signedIn['share dialog'] = shareDialog;
      const guest = await browser.newContext({ viewport });
      try {
        const visitor = await guest.newPage();
        const shared = await sweep(visitor, [publicUrl]);
        expect({ ...signedOut, ...signedIn, ...shared }).toEqual({});
      } finally {
        await guest.close();
      }
    });
  });
}
