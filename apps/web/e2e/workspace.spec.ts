import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';

import { api, idTokenOf, signIn } from './support';

const owner = 'owner.enterprise@demo.lexio.local';
/** An answer is written in a few seconds at the e2e pace (5 ms a chunk); a loaded machine waits longer. */
const answerTimeout = 60_000;
/**
 * Indexing: the DOCX takes a second or two; the PDF's scanned page is read by OCR, about 9 s a page
 * on two busy cores plus the OCR worker's start (its three language models), so a generous margin.
 */
const indexTimeout = 120_000;

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/**
 * A real PDF of two pages: page 1 has a text layer, page 2 is only the image of printed text (a scan),
 * written by apps/server/scripts/make-scanned-fixture.ts.
 */
const scannedPdf = path.resolve(
  import.meta.dirname,
  '../../server/src/modules/library/fixtures/scansione-penale.pdf',
);

/** A real Word document, generated here: a title, an article heading and a numbered clause. */
async function welfarePolicy(): Promise<Buffer> {
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Regolamento welfare aziendale', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: 'Articolo 3 – Buoni pasto', heading: HeadingLevel.HEADING_2 }),
          new Paragraph(
            '3.1 Ai dipendenti spetta un buono pasto elettronico di 9,50 euro per ogni giorno di lavoro in presenza.',
          ),
          new Paragraph({ text: 'Articolo 4 – Lavoro agile', heading: HeadingLevel.HEADING_2 }),
          new Paragraph('4.1 Il lavoro agile è consentito fino a due giorni per settimana.'),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** Drops files on an element as a user dragging them from the desktop would. */
async function dropFiles(
  page: Page,
  target: ReturnType<Page['getByRole']>,
  files: { name: string; type: string; data: Buffer }[],
): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const file of list) {
        const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: file.type }));
      }
      return transfer;
    },
    files.map((file) => ({
      name: file.name,
      type: file.type,
      base64: file.data.toString('base64'),
    })),
  );
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

test('the workspaces page keeps its cards or list choice; a workspace indexes a dropped DOCX and a scanned PDF, answers from the DOCX, and its citation opens the library viewer at the passage', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const name = `Welfare ${Date.now()}`;
  await page.goto('/assistant/workspaces');
  await signIn(page, owner);

  // The cards or list choice survives a reload.
  const list = page.getByRole('button', { name: 'List', exact: true });
  const cards = page.getByRole('button', { name: 'Cards', exact: true });
  await expect(cards).toHaveAttribute('aria-pressed', 'true');
  await list.click();
  await expect(list).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('button', { name: 'New workspace' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'New workspace' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const workspaceId = /\/assistant\/workspaces\/([0-9a-f-]{36})/.exec(page.url())?.[1];
  expect(workspaceId).toBeTruthy();

  await page.getByRole('tab', { name: /Documents/ }).click();
  await dropFiles(page, page.getByRole('region', { name: 'Upload area' }), [
    { name: 'regolamento-welfare.docx', type: DOCX_TYPE, data: await welfarePolicy() },
    { name: 'scansione-penale.pdf', type: 'application/pdf', data: await readFile(scannedPdf) },
  ]);

  // One row per file, each with its own progress bar, until both are indexed.
  const uploads = page.getByRole('list', { name: 'Files being uploaded' });
  await expect(uploads.getByRole('listitem')).toHaveCount(2);
  const docxProgress = uploads.getByRole('progressbar', {
    name: /(Upload|Indexing) of regolamento-welfare\.docx/,
  });
  const pdfProgress = uploads.getByRole('progressbar', {
    name: /(Upload|Indexing) of scansione-penale\.pdf/,
  });
  await expect(docxProgress).toBeVisible();
  await expect(pdfProgress).toBeVisible();
  await expect(docxProgress).toHaveAttribute('aria-valuetext', /^Indexed/, {
    timeout: indexTimeout,
  });
  await expect(pdfProgress).toHaveAttribute('aria-valuetext', /^Indexed/, {
    timeout: indexTimeout,
  });
  await expect(pdfProgress).toHaveAttribute('aria-valuenow', '100');
  await expect(
    page.getByRole('grid').getByRole('row', { name: /scansione-penale\.pdf/ }),
  ).toContainText('Indexed');

  // The scanned page's text, read by OCR, is searchable: a search finds it on page 2.
  const token = await idTokenOf(page);
  const found = await api<{ items: { name: string; page: number | null; text: string }[] }>(
    `/workspaces/${workspaceId}/library/search`,
    token,
    { method: 'POST', body: JSON.stringify({ q: 'penale per ritardo nella consegna' }) },
  );
  expect(found.items[0]).toMatchObject({ name: 'scansione-penale.pdf', page: 2 });
  expect(found.items[0]!.text).toMatch(/penale pari allo/);

  await page.getByRole('tab', { name: 'Threads' }).click();
  await page
    .getByRole('textbox', { name: 'Your question' })
    .fill('Qual è il valore del buono pasto per ogni giorno di lavoro in presenza?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/assistant\/workspaces\/[0-9a-f-]{36}\/threads\/[0-9a-f-]{36}$/);

  const source = page.getByRole('link', { name: /regolamento-welfare\.docx/ }).first();
  await expect(source).toBeVisible({ timeout: answerTimeout });
  await expect(page.getByText(/9,50 euro/).first()).toBeVisible();
  await source.click();

  await expect(page).toHaveURL(/\/library\/[0-9a-f-]{36}\/[0-9a-f-]{36}\?passage=\d+/);
  await expect(page.getByText(/buono pasto elettronico di 9,50 euro/).first()).toBeVisible();

  // The scanned PDF in the viewer: its second page shows the text OCR read from the image.
  await page.goto(`/assistant/workspaces/${workspaceId}?tab=documents`);
  await page.getByRole('button', { name: 'Open: scansione-penale.pdf' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'scansione-penale.pdf' })).toBeVisible();
  const contents = page.getByRole('article');
  await expect(contents.getByRole('heading', { name: 'Page 1' })).toBeVisible();
  const scannedPage = contents
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Page 2' }) });
  await expect(scannedPage).toContainText(/penale pari allo/);
});

test('an owner on a plan other than Enterprise cannot open the internal normative workspace', async ({
  page,
}) => {
  await page.goto('/assistant/internal-normative');
  await signIn(page, 'owner.professional@demo.lexio.local');
  await expect(page).toHaveURL(/\/assistant\/?$/);
  // A deeper link says why it is closed.
  await page.goto('/assistant/internal-normative/normative');
  await expect(page.getByRole('alert')).toHaveText(
    'The internal normative workspace is available on the Enterprise plan.',
  );
});
