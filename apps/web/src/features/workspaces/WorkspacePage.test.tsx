import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { authValue, renderRoutes, seedSession } from '../../test/render';
import {
  api,
  apiBase,
  libraryDocument,
  server,
  uploadBase,
  uploadTarget,
  listenDuringTests,
  workspace,
} from '../../test/workspaces-api';

listenDuringTests();

const newId = '00000000-0000-4000-8000-000000000002';

beforeEach(() => {
  seedSession();
  server.use(
    api.meter(),
    http.get(`${apiBase}/workspaces/ws-1`, () => HttpResponse.json(workspace())),
    http.get(`${apiBase}/workspaces/missing`, () =>
      HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 }),
    ),
    http.post(`${apiBase}/workspaces/ws-1/conversations/filter`, () =>
      HttpResponse.json(
        api.page([
          {
            id: '00000000-0000-4000-8000-0000000000aa',
            title: 'Clausola di riservatezza',
            workspaceId: '00000000-0000-4000-8000-0000000000ff',
            language: 'it',
            shared: false,
            createdAt: '2026-11-01T10:00:00.000Z',
            updatedAt: '2026-11-01T10:00:00.000Z',
          },
        ]),
      ),
    ),
  );
});

const open = (path: string) => renderRoutes(path, authValue({ logged: true }));

describe('WorkspacePage', () => {
  it('says a missing workspace is not found', async () => {
    open('/assistant/workspaces/missing/');
    expect(
      await screen.findByRole('heading', { name: 'Workspace not found' }, { timeout: 15000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to workspaces' })).toHaveAttribute(
      'href',
      '/assistant/workspaces',
    );
  });

  it('keeps the tab in the address and links threads to the workspace thread route', async () => {
    const user = userEvent.setup();
    const { router } = open('/assistant/workspaces/ws-1/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy' }, { timeout: 15000 }),
    ).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Threads' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'Clausola di riservatezza' })).toHaveAttribute(
      'href',
      '/assistant/workspaces/ws-1/threads/00000000-0000-4000-8000-0000000000aa',
    );

    server.use(
      http.get(`${apiBase}/workspaces/ws-1/prompt`, () =>
        HttpResponse.json({ prompt: 'Rispondi in italiano.', updatedAt: null }),
      ),
    );
    await user.click(screen.getByRole('tab', { name: 'Prompt' }));
    expect(router.state.location.search).toBe('?tab=prompt');
    expect(await screen.findByRole('textbox', { name: 'Prompt' })).toHaveValue(
      'Rispondi in italiano.',
    );
  });

  it('uploads a picked file with its progress, queues it and follows its indexing to the end', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    let library = [libraryDocument()];
    let polls = 0;
    server.use(
      http.post(`${apiBase}/workspaces/ws-1/library/documents`, () =>
        HttpResponse.json(api.page(library)),
      ),
      http.post(`${apiBase}/workspaces/ws-1/library`, async ({ request }) => {
        calls.push(`upload-urls ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({
          uploads: [
            {
              documentId: newId,
              name: 'parere.md',
              method: 'PUT',
              url: `${uploadBase}/put/${newId}?signature=x`,
              headers: { 'content-type': 'text/markdown' },
              expiresAt: '2026-11-01T10:15:00.000Z',
            },
          ],
        });
      }),
      ...uploadTarget(async (request) => {
        calls.push(`put ${request.headers.get('content-type')} ${await request.text()}`);
      }),
      http.post(`${apiBase}/workspaces/ws-1/library/documents/index`, async ({ request }) => {
        calls.push(`index ${JSON.stringify(await request.json())}`);
        const queued = libraryDocument({
          id: newId,
          name: 'parere.md',
          status: 'QUEUED',
          pagesDone: 0,
          pagesTotal: null,
          passageCount: 0,
        });
        library = [queued, ...library];
        return HttpResponse.json({ items: [queued] });
      }),
      http.post(`${apiBase}/workspaces/ws-1/library/documents/checkprogress`, async () => {
        polls += 1;
        const status = polls === 1 ? 'INDEXING' : 'INDEXED';
        const item = libraryDocument({
          id: newId,
          name: 'parere.md',
          status,
          pagesDone: polls === 1 ? 1 : 2,
          pagesTotal: 2,
          passageCount: polls === 1 ? 0 : 4,
        });
        library = library.map((d) => (d.id === newId ? item : d));
        return HttpResponse.json({ items: [item] });
      }),
    );
    open('/assistant/workspaces/ws-1/?tab=documents');
    const grid = await screen.findByRole('grid', { name: 'Documents' }, { timeout: 15000 });
    expect(await within(grid).findByText('contratto.pdf')).toBeVisible();

    const file = new File(['# Parere\n\nArt. 1'], 'parere.md', { type: '' });
    await user.upload(screen.getByTestId('library-file-input'), file);

    const uploads = await screen.findByRole('list', { name: 'Files being uploaded' });
    expect(
      await within(uploads).findByRole(
        'progressbar',
        { name: 'Indexing of parere.md' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await waitFor(() => expect(uploads.textContent).toContain('Indexing: page 1 of 2'), {
      timeout: 5000,
    });
    await waitFor(() => expect(within(uploads).getByText('Indexed, 4 passages')).toBeVisible(), {
      timeout: 5000,
    });
    expect(await within(grid).findByText('parere.md')).toBeVisible();
    expect(calls).toEqual([
      'upload-urls {"files":[{"name":"parere.md","size":16,"contentType":"text/markdown"}]}',
      'put text/markdown # Parere\n\nArt. 1',
      `index {"documentIds":["${newId}"]}`,
    ]);
  });

  it('refuses a file of another type before uploading it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    server.use(
      http.post(`${apiBase}/workspaces/ws-1/library/documents`, () =>
        HttpResponse.json(api.page([])),
      ),
    );
    open('/assistant/workspaces/ws-1/?openDocumentsCard=true');
    await screen.findByRole('grid', { name: 'Documents' }, { timeout: 15000 });
    await user.upload(
      screen.getByTestId('library-file-input'),
      new File(['x'], 'photo.png', { type: 'image/png' }),
    );
    expect(
      await screen.findByText('Only PDF, DOCX, DOC, TXT, HTML and Markdown files can be uploaded.'),
    ).toBeVisible();
  });

  it('retries a failed file and cancels a running one', async () => {
    const user = userEvent.setup();
    const failed = libraryDocument({
      status: 'FAILED',
      failureReason: 'The PDF is encrypted',
      passageCount: 0,
    });
    const running = libraryDocument({
      id: newId,
      name: 'lungo.pdf',
      status: 'INDEXING',
      pagesDone: 1,
      pagesTotal: 40,
    });
    const bodies: string[] = [];
    server.use(
      http.post(`${apiBase}/workspaces/ws-1/library/documents`, () =>
        HttpResponse.json(api.page([failed, running])),
      ),
      http.post(`${apiBase}/workspaces/ws-1/library/documents/checkprogress`, () =>
        HttpResponse.json({ items: [running] }),
      ),
      http.post(`${apiBase}/workspaces/ws-1/library/documents/index`, async ({ request }) => {
        bodies.push(`index ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ items: [{ ...failed, status: 'QUEUED' }] });
      }),
      http.post(`${apiBase}/workspaces/ws-1/library/documents/cancel`, async ({ request }) => {
        bodies.push(`cancel ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ items: [{ ...running, status: 'CANCELLED' }] });
      }),
    );
    open('/assistant/workspaces/ws-1/?tab=documents');
    const grid = await screen.findByRole('grid', { name: 'Documents' }, { timeout: 15000 });
    expect(await within(grid).findByText('Indexing 3%')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Cancel indexing (1)' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    await user.click(within(grid).getByRole('button', { name: 'Retry: contratto.pdf' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies).toEqual([
      `cancel {"documentIds":["${newId}"]}`,
      `index {"documentIds":["${failed.id}"],"retry":true}`,
    ]);
  });

  it('deletes several files at once: tick them, then Delete selected', async () => {
    const user = userEvent.setup();
    const first = libraryDocument();
    const second = libraryDocument({ id: newId, name: 'parere.docx' });
    const deleted: string[] = [];
    server.use(
      http.post(`${apiBase}/workspaces/ws-1/library/documents`, () =>
        HttpResponse.json(api.page(deleted.length ? [] : [first, second])),
      ),
      http.delete(`${apiBase}/workspaces/ws-1/library/documents/:docId`, ({ params }) => {
        deleted.push(String(params.docId));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    open('/assistant/workspaces/ws-1/?tab=documents');
    const grid = await screen.findByRole('grid', { name: 'Documents' }, { timeout: 15000 });
    await within(grid).findByText('parere.docx');
    for (const name of ['contratto.pdf', 'parere.docx']) {
      const row = within(grid)
        .getAllByRole('row')
        .find((r) => within(r).queryByText(name))!;
      await user.click(within(row).getByRole('checkbox'));
    }
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 files?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted.sort()).toEqual([first.id, newId].sort()));
    expect(await screen.findByText('2 files deleted')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Delete selected/ })).not.toBeInTheDocument(),
    );
  });
});
