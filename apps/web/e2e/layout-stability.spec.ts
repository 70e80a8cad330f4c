import { expect, test } from '@playwright/test';

import { signIn } from './support';

/**
 * Nothing a reader is looking at moves while a page loads: on a phone, content that arrives late
 * (the law's contents above its text, the workspace meter above the "new workspace" button) takes a
 * place kept for it or comes before what stands below it, instead of pushing that down.
 */

declare global {
  interface Window {
    __layoutShifts?: string[];
  }
}

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, the law viewer, the workspaces and the assistant load without moving what is on screen', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Every layout shift the page makes without the reader's input, with the elements it moved.
  await page.addInitScript(() => {
    window.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & {
          hadRecentInput: boolean;
          value: number;
          sources?: Array<{ node?: Node | null; previousRect: DOMRectReadOnly }>;
        }
      >) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? [])
          .map(
            (s) =>
              `${(s.node as Element | null)?.outerHTML?.slice(0, 80) ?? '?'} from y ${Math.round(s.previousRect.y)}`,
          )
          .join('; ');
        window.__layoutShifts!.push(`${entry.value.toFixed(4)}: ${moved}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/auth/login');
  await signIn(page, 'owner.standard@demo.lexio.local');
  await expect(page).toHaveURL(/\/assistant$/);

  const shiftsOf = async (path: string, ready: () => Promise<void>) => {
    await page.goto(path);
    await ready();
    // The parts that come after the first screen (the text's later parts, the lists' pages).
    await page.waitForTimeout(1500);
    return page.evaluate(() => window.__layoutShifts ?? []);
  };

  expect(
    await shiftsOf('/documents/eu/reg/2016/679', async () => {
      await expect(page.getByRole('tree', { name: 'Contents' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'GDPR' })).toContainText('Article 1');
      await expect(page.getByText(/© European Union/)).toBeAttached();
    }),
  ).toEqual([]);

  expect(
    await shiftsOf('/assistant/workspaces', async () => {
      await expect(page.getByText('0 / 3 workspaces')).toBeVisible();
      await expect(page.getByRole('button', { name: 'New workspace' })).toBeVisible();
    }),
  ).toEqual([]);

  expect(
    await shiftsOf('/assistant', async () => {
      await expect(page.getByRole('textbox').first()).toBeVisible();
    }),
  ).toEqual([]);
});
