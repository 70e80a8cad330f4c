import { http, HttpResponse } from 'msw';

import type { Workspace } from '../contract/workspaces';
import { configureApi } from '../http/client';
import { listenDuringTests, memoryStorage, server, testBaseUrl } from '../test/server';
import { workspaceQueries } from './queries';
import { getWorkspace, getWorkspaces } from './requests';

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
});
