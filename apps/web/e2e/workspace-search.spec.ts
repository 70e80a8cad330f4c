import { expect, test } from '@playwright/test';

import { api, idTokenOf, signIn } from './support';

const owner = 'owner.enterprise@demo.lexio.local';
/** An answer is written in a few seconds at the e2e pace (5 ms a chunk); a loaded machine waits longer. */
const answerTimeout = 60_000;

/** A small policy, written here, in Markdown. */
const policy = `# Regolamento trasferte

## Articolo 2 – Autorizzazione

Ogni trasferta all'estero richiede l'autorizzazione scritta del responsabile almeno 10 giorni prima della partenza.

## Articolo 5 – Rimborsi chilometrici

L'uso dell'auto propria è rimborsato a 0,42 euro per chilometro percorso, su presentazione del prospetto mensile.
`;

interface Upload {
  uploads: Array<{ documentId: string; url: string; headers: Record<string, string> }>;
}

test('the documents of a workspace are searchable from its chat, and a result opens the viewer at the passage', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/assistant/workspaces');
  await signIn(page, owner);
  await expect(page.getByRole('heading', { level: 1, name: 'Workspaces' })).toBeVisible();
  const token = await idTokenOf(page);

  // A workspace with one indexed document, through the API.
  const workspace = await api<{ id: string }>('/organisations/me/workspaces', token, {
    method: 'POST',
    body: JSON.stringify({ name: `Trasferte ${Date.now()}` }),
  });
  const body = Buffer.from(policy);
  const { uploads } = await api<Upload>(`/workspaces/${workspace.id}/library`, token, {
    method: 'POST',
    body: JSON.stringify({
      files: [
        { name: 'regolamento-trasferte.md', contentType: 'text/markdown', size: body.length },
      ],
    }),
  });
  const [upload] = uploads;
  const put = await fetch(upload!.url, { method: 'PUT', headers: upload!.headers, body });
  expect(put.ok).toBe(true);
  const ids = { documentIds: [upload!.documentId] };
  await api(`/workspaces/${workspace.id}/library/documents/index`, token, {
    method: 'POST',
    body: JSON.stringify(ids),
  });
  await expect
    .poll(
      async () =>
        (
          await api<{ items: Array<{ status: string }> }>(
            `/workspaces/${workspace.id}/library/documents/checkprogress`,
            token,
            { method: 'POST', body: JSON.stringify(ids) },
          )
        ).items[0]?.status,
      { timeout: 60_000 },
    )
    .toBe('INDEXED');

  // From the workspace's question field.
  await page.goto(`/assistant/workspaces/${workspace.id}`);
  await page.getByRole('button', { name: 'Search the documents' }).click();
  let dialog = page.getByRole('dialog', { name: 'Search the workspace’s documents' });
  await dialog.getByRole('searchbox', { name: 'Words or phrase' }).fill('rimborso chilometri');
  const result = dialog.getByRole('link', {
    name: /^Open regolamento-trasferte\.md at this passage/,
  });
  await expect(result).toHaveCount(1);
  await expect(result.locator('mark').first()).toHaveText('rimborsato');
  await result.click();
  await expect(page).toHaveURL(
    new RegExp(`/library/${workspace.id}/${upload!.documentId}\\?passage=\\d+$`),
  );
  // The viewer, not the dialog (which quotes the same words), shows the passage.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 1, name: 'regolamento-trasferte.md' }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(/0,42 euro per chilometro/)
      .first(),
  ).toBeVisible();

  // From a thread of the workspace.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/assistant/workspaces/${workspace.id}$`));
  await page
    .getByRole('textbox', { name: 'Your question' })
    .fill('Con quanti giorni di anticipo va autorizzata una trasferta all’estero?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/assistant\/workspaces\/[0-9a-f-]{36}\/threads\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: /regolamento-trasferte\.md/ }).first()).toBeVisible({
    timeout: answerTimeout,
  });
  await page.getByRole('button', { name: 'Search the documents' }).click();
  dialog = page.getByRole('dialog', { name: 'Search the workspace’s documents' });
  await dialog.getByRole('searchbox').fill('"autorizzazione scritta"');
  await dialog.getByRole('link', { name: /^Open regolamento-trasferte\.md/ }).click();
  await expect(page).toHaveURL(/\?passage=\d+$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page
      .getByRole('main')
      .getByText(/almeno 10 giorni prima della partenza/)
      .first(),
  ).toBeVisible();
});
