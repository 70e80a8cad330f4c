import { readFile } from 'node:fs/promises';

import { expect, type Download, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';

import { signIn } from './support';

/** The text of a downloaded PDF, whitespace folded (PDF lines break where the page wrapped). */
async function pdfText(download: Download): Promise<string> {
  const file = await download.path();
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(file)));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function downloadBy(page: Page, buttonName: string): Promise<Download> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: buttonName }).click();
  const download = await downloading;
  // The StatefulButton shows its success state once the file is handed over.
  await expect(page.getByRole('button', { name: /Downloaded/ })).toBeVisible();
  return download;
}

test('GDPR art. 17 from a deep link: highlighted in Italian, switched to English, exported, compared and exported side by side', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/documents/eu/reg/2016/679?lang=it#art-17');
  // The deep link survives the sign-in (the return-to address keeps the query and the anchor).
  await signIn(page, 'owner.professional@demo.lexio.local');
  await expect(page).toHaveURL(/\/documents\/eu\/reg\/2016\/679\?lang=it#art-17$/);

  await expect(page.getByRole('heading', { level: 1, name: 'GDPR', exact: true })).toBeVisible();
  const article = page.locator('#art-17');
  await expect(article).toContainText('Diritto alla cancellazione');
  await expect(article).toHaveAttribute('aria-current', 'location');
  await expect(article).toBeInViewport();
  // The table of contents opened the article's branch and marks it too.
  const tree = page.getByRole('tree', { name: 'Contents' });
  await expect(tree.getByRole('treeitem', { name: /^Articolo 17 / })).toHaveAttribute(
    'aria-current',
    'location',
  );

  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/lang=en#art-17$/);
  await expect(article).toContainText('Right to erasure');
  await expect(article).toHaveAttribute('aria-current', 'location');
  await expect(page.getByRole('button', { name: 'English', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const pdf = await downloadBy(page, 'Export PDF');
  expect(pdf.suggestedFilename()).toBe('eu_reg_2016_679_en.pdf');
  const text = await pdfText(pdf);
  expect(text).toContain('Right to erasure');
  expect(text).toContain(
    'The data subject shall have the right to obtain from the controller the erasure of personal data',
  );

  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare side by side' });
  await expect(dialog.getByRole('radio', { name: 'Another language' })).toBeChecked();
  await dialog.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Italian' }).click();
  await dialog.getByRole('button', { name: 'Show side by side' }).click();

  await expect(page).toHaveURL(/compare=eu%2Freg%2F2016%2F679&compareLang=it#art-17$/);
  const english = page.getByRole('region', { name: 'GDPR (English)' });
  const italian = page.getByRole('region', { name: 'GDPR (Italian)' });
  await expect(english.locator('[data-anchor="art-17"]')).toContainText('Right to erasure');
  await expect(italian.locator('[data-anchor="art-17"]')).toContainText(
    'Diritto alla cancellazione',
  );
  await expect(italian.locator('[data-anchor="art-17"]')).toHaveAttribute(
    'aria-current',
    'location',
  );

  const comparison = await downloadBy(page, 'Export comparison PDF');
  const compared = await pdfText(comparison);
  expect(compared).toContain('Right to erasure');
  expect(compared).toContain('Diritto alla cancellazione');

  await page.getByRole('button', { name: 'Close comparison' }).click();
  await expect(page).toHaveURL(/\?lang=en#art-17$/);
});

test('a Corte costituzionale decision links its cited provision into the viewer', async ({
  page,
}) => {
  await page.goto('/court-rulings/it/corte-costituzionale/2024/1');
  await signIn(page, 'owner.professional@demo.lexio.local');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Corte cost., sent. n. 1/2024' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Operative part' })).toContainText(
    "dichiara l'illegittimità costituzionale",
  );

  const cited = page.getByRole('region', { name: 'Cited provisions' });
  // A provision of a law outside the corpus is plain text, not a link.
  await expect(cited.getByText('not in the corpus').first()).toBeVisible();
  const link = cited.getByRole('link').first();
  await expect(link).toHaveAttribute('href', '/documents/it/costituzione#art-117-par-2');
  await link.click();

  await expect(page).toHaveURL(/\/documents\/it\/costituzione#art-117-par-2$/);
  const paragraph = page.locator('#art-117-par-2');
  await expect(paragraph).toHaveAttribute('aria-current', 'location');
  await expect(paragraph).toBeInViewport();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Costituzione', exact: true }),
  ).toBeVisible();
});

test('a law text with a script, an event handler or a javascript: link shows its words and runs nothing', async ({
  page,
}) => {
  // The laws service's HTML is third-party text: here its real answer for the Costituzione is
  // tampered with on the way, and the viewer (Chromium's own sanitizer, Element.setHTML) must
  // keep the article and drop what could run or leave the allowed schemes.
  await page.route(/\/it\/costituzione\.html(\?|$)/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '</h1>',
      '</h1><p id="tampered">Testo aggiunto<script>window.__pwned = 1</script>' +
        '<img src="x" onerror="window.__pwned = 2"></p>' +
        '<a id="js-link" href=" javascript:window.__pwned = 3" onclick="window.__pwned = 4">link</a>' +
        '<a id="data-link" href="data:text/html,hi">data</a>' +
        '<a id="out-link" href="https://www.senato.it/">Senato</a>',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto('/documents/it/costituzione');
  await signIn(page, 'owner.professional@demo.lexio.local');
  await expect(page.locator('#art-1')).toContainText('Repubblica democratica');
  const text = page.getByRole('region', { name: 'Costituzione' });
  await expect(text.locator('#tampered')).toHaveText('Testo aggiunto');
  await expect(text.locator('script, img, [onerror], [onclick]')).toHaveCount(0);
  await expect(text.locator('#js-link')).not.toHaveAttribute('href', /.*/);
  await expect(text.locator('#data-link')).not.toHaveAttribute('href', /.*/);
  await expect(text.locator('#out-link')).toHaveAttribute('target', '_blank');
  await expect(text.locator('#out-link')).toHaveAttribute('rel', 'noopener noreferrer');
  await text.locator('#js-link').click();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('a law opened from a pasted link while signed in asks for the session and its title while its scripts download, once each', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await signIn(page, 'owner.professional@demo.lexio.local');
  await expect(page).toHaveURL(/\/assistant$/);

  // The app's entry script is held for a second: what is asked for meanwhile, the page asked for.
  let entryServed = false;
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    entryServed = true;
    await route.continue();
  });
  const asked: string[] = [];
  // Until the app writes (it saves the interface's language to a user whose saved one differs,
  // then reads the user again, as it should).
  let wrote = false;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!/\/(users|organisations|subscription|flags)\/me$|\/metadata$/.test(pathname)) return;
    if (request.method() !== 'GET') wrote = true;
    if (wrote) return;
    const read = pathname.replace(/^.*?\/(users|organisations|subscription|flags|laws)\//, '$1/');
    asked.push(`${read}${entryServed ? ' (by the app)' : ''}`);
  });
  await page.goto('/documents/eu/reg/2016/679');
  await expect(page.getByRole('heading', { level: 1, name: 'GDPR', exact: true })).toBeVisible();
  await expect(page.locator('#art-17')).toBeAttached();
  // Sent before the app's code could run, then taken by it: none a second time.
  expect(asked.sort()).toEqual([
    'flags/me',
    'laws/docs/eu/reg/2016/679/metadata',
    'organisations/me',
    'subscription/me',
    'users/me',
  ]);
  expect(
    await page.evaluate(() =>
      Object.keys((window as { __lexioEarlyReads?: object }).__lexioEarlyReads ?? {}),
    ),
  ).toEqual([]);
});
