import { http, HttpResponse } from 'msw';

import type { Workspace } from '../contract/workspaces';
import { configureApi } from '../http/client';
import { listenDuringTests, memoryStorage, server, testBaseUrl } from '../test/server';
import { libraryQueries, workspaceQueries } from './queries';
import {
  analyseLibraryDocument,
  checkLibraryProgress,
  deleteWorkspace,
  getLibraryDocuments,
  getWorkspace,
  getWorkspaces,
  improveWorkspacePrompt,
  requestLibraryUploads,
  updateWorkspace,
} from './requests';

listenDuringTests();
beforeEach(() => {
  configureApi({
    baseUrl: testBaseUrl,
    getIdToken: () => 'id-token',
    signOut: () => undefined,
    storage: memoryStorage(),
  });
});

const workspace: Workspace = {
  id: 'ws-1',
  kind: 'WORKSPACE',
  name: 'Privacy',
  description: 'GDPR files',
  documentCount: 2,
  libraryCount: 1,
  createdBy: 'u1',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('workspace requests', () => {
  it('filter the organisation’s workspaces with the page in the query and the text in the body', async () => {
    let seen: { search: string; body: unknown } | null = null;
    server.use(
      http.post(`${testBaseUrl}/organisations/me/workspaces/filter`, async ({ request }) => {
        seen = { search: new URL(request.url).search, body: await request.json() };
        return HttpResponse.json({ items: [workspace], total: 1, limit: 10, offset: 0 });
      }),
    );
    const page = await getWorkspaces({ limit: 10, offset: 0, q: 'gdpr' });
    expect(seen).toEqual({ search: '?limit=10&offset=0', body: { q: 'gdpr' } });
    expect(page.items).toEqual([workspace]);
  });

  it('read one workspace by its id, escaped in the path', async () => {
    let path = '';
    server.use(
      http.get(`${testBaseUrl}/workspaces/:id`, ({ params }) => {
        path = String(params.id);
        return HttpResponse.json(workspace);
      }),
    );
    expect(await getWorkspace('ws-1')).toEqual(workspace);
    expect(path).toBe('ws-1');
  });

  it('keep lists and details under the workspaces root', () => {
    const list = workspaceQueries.list({ q: 'gdpr' }).queryKey;
    expect(list.slice(0, 2)).toEqual(workspaceQueries.lists());
    expect(workspaceQueries.detail('ws-1').queryKey).toEqual(['workspaces', 'detail', 'ws-1']);
    expect(workspaceQueries.meter().queryKey[0]).toBe('workspaces');
  });

  it('rename with PATCH and delete with DELETE, the id escaped in the path', async () => {
    const seen: string[] = [];
    server.use(
      http.patch(`${testBaseUrl}/workspaces/:id`, async ({ request, params }) => {
        seen.push(`PATCH ${String(params.id)} ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ ...workspace, name: 'Privacy 2' });
      }),
      http.delete(`${testBaseUrl}/workspaces/:id`, ({ params }) => {
        seen.push(`DELETE ${String(params.id)}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    expect((await updateWorkspace({ id: 'ws 1', name: 'Privacy 2' })).name).toBe('Privacy 2');
    await deleteWorkspace('ws 1');
    expect(seen).toEqual(['PATCH ws 1 {"name":"Privacy 2"}', 'DELETE ws 1']);
  });

  it('list a library page with its filters in the body, ask for upload URLs and check progress', async () => {
    const document = {
      id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      workspaceId: 'ws-1',
      name: 'contratto.pdf',
      contentType: 'application/pdf',
      size: 1200,
      status: 'INDEXING',
      failureReason: null,
      pagesDone: 2,
      pagesTotal: 4,
      language: 'it',
      passageCount: 0,
      createdAt: '2026-11-01T10:00:00.000Z',
      indexedAt: null,
    };
    const bodies: Record<string, unknown> = {};
    server.use(
      http.post(`${testBaseUrl}/workspaces/ws-1/library/documents`, async ({ request }) => {
        bodies.list = { search: new URL(request.url).search, body: await request.json() };
        return HttpResponse.json({ items: [document], total: 1, limit: 20, offset: 0 });
      }),
      http.post(`${testBaseUrl}/workspaces/ws-1/library`, async ({ request }) => {
        bodies.upload = await request.json();
        return HttpResponse.json({
          uploads: [
            {
              documentId: document.id,
              name: 'contratto.pdf',
              method: 'PUT',
              url: 'http://files.test/put',
              headers: { 'content-type': 'application/pdf' },
              expiresAt: '2026-11-01T10:15:00.000Z',
            },
          ],
        });
      }),
      http.post(
        `${testBaseUrl}/workspaces/ws-1/library/documents/checkprogress`,
        async ({ request }) => {
          bodies.progress = await request.json();
          return HttpResponse.json({ items: [{ ...document, status: 'INDEXED' }] });
        },
      ),
    );
    const page = await getLibraryDocuments('ws-1', { limit: 20, offset: 0, status: ['FAILED'] });
    expect(page.items[0]?.pagesDone).toBe(2);
    const { uploads } = await requestLibraryUploads({
      id: 'ws-1',
      files: [{ name: 'contratto.pdf', size: 1200, contentType: 'application/pdf' }],
    });
    expect(uploads[0]?.url).toBe('http://files.test/put');
    const progress = await checkLibraryProgress({ id: 'ws-1', documentIds: [document.id] });
    expect(progress.items[0]?.status).toBe('INDEXED');
    expect(bodies).toEqual({
      list: { search: '?limit=20&offset=0', body: { status: ['FAILED'] } },
      upload: { files: [{ name: 'contratto.pdf', size: 1200, contentType: 'application/pdf' }] },
      progress: { documentIds: [document.id] },
    });
  });

  it('keep a workspace’s prompt, metadata, threads and library under its detail key', () => {
    const detail = workspaceQueries.detail('ws-1').queryKey;
    for (const key of [
      workspaceQueries.prompt('ws-1').queryKey,
      workspaceQueries.metadata('ws-1').queryKey,
      workspaceQueries.threads('ws-1', { q: 'x' }).queryKey,
      libraryQueries.all('ws-1'),
      libraryQueries.list('ws-1', { limit: 20 }).queryKey,
      libraryQueries.detail('ws-1', 'doc-1').queryKey,
      libraryQueries.passages('ws-1', 'doc-1').queryKey,
    ]) {
      expect(key.slice(0, detail.length)).toEqual(detail);
    }
    expect(libraryQueries.list('ws-1', {}).queryKey.slice(0, 5)).toEqual(
      libraryQueries.lists('ws-1'),
    );
    expect(libraryQueries.detail('ws-1', 'doc-1').queryKey.slice(0, 5)).toEqual(
      libraryQueries.details('ws-1'),
    );
  });

  it('analyse a library file on the chat host, the document in the body, kept under the file’s key', async () => {
    const docId = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
    let body: unknown = null;
    server.use(
      http.post(`${testBaseUrl}/assistant/workspaces/ws-1/analyse`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          documentId: docId,
          name: 'contratto.pdf',
          language: 'it',
          mode: 'extractive',
          summary: [],
          summaryText: null,
          obligations: [
            { text: 'Il fornitore deve consegnare.', position: 3, page: 2, label: null },
          ],
          deadlines: [],
          references: [],
        });
      }),
    );
    const analysis = await analyseLibraryDocument({ id: 'ws-1', documentId: docId });
    expect(body).toEqual({ documentId: docId });
    expect(analysis.obligations[0]).toMatchObject({ position: 3, page: 2 });
    const key = libraryQueries.analysis('ws-1', docId).queryKey;
    expect(key.slice(0, 6)).toEqual(libraryQueries.detail('ws-1', docId).queryKey);
  });

  it('stream the improved prompt’s events, skipping what is not one', async () => {
    let body: unknown = null;
    server.use(
      http.post(`${testBaseUrl}/assistant/workspaces/ws-1/improvePrompt`, async ({ request }) => {
        body = await request.json();
        const text = [
          'event: delta\ndata: {"type":"delta","text":"Rispondi.\\n"}\n\n',
          'event: ping\ndata: {"type":"ping"}\n\n',
          'event: delta\ndata: {"type":"delta","text":"Cita."}\n\n',
          'event: done\ndata: {"type":"done","mode":"template","prompt":"Rispondi.\\nCita."}\n\n',
        ].join('');
        return new HttpResponse(text, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    const events = [];
    for await (const event of await improveWorkspacePrompt({
      id: 'ws-1',
      prompt: 'Rispondi.',
      locale: 'it',
    })) {
      events.push(event);
    }
    expect(body).toEqual({ prompt: 'Rispondi.', locale: 'it' });
    expect(events).toEqual([
      { type: 'delta', text: 'Rispondi.\n' },
      { type: 'delta', text: 'Cita.' },
      { type: 'done', mode: 'template', prompt: 'Rispondi.\nCita.' },
    ]);
  });
});
