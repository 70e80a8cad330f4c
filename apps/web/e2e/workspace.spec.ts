import { expect, test } from '@playwright/test';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';

import { signIn } from './support';

const owner = 'owner.enterprise@demo.lexio.local';
/** An answer at the e2e pace takes up to about 15 s; a loaded machine may need twice that. */
const answerTimeout = 60_000;

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

test('a workspace answers from an uploaded DOCX, and its citation opens the library viewer at the passage', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = `Welfare ${Date.now()}`;
  await page.goto('/assistant/workspaces');
  await signIn(page, owner);

  await page.getByRole('button', { name: 'New workspace' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'New workspace' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByRole('tab', { name: /Documents/ }).click();
  await page.getByTestId('library-file-input').setInputFiles({
    name: 'regolamento-welfare.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await welfarePolicy(),
  });
  await expect(page.getByText('Indexed').first()).toBeVisible({ timeout: 60_000 });

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
});
