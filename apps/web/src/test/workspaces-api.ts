// The workspaces API as MSW handlers for the workspaces and library component tests: fixtures,
// the API client pointed at MSW, and the cross-origin upload target, so the pages talk HTTP as in
// the app.
import { configureApi } from '@lexio/api';
import type { LibraryDocument, Workspace } from '@lexio/api/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const apiBase = 'http://api.test';
export const uploadBase = 'http://files.test';

export const server = setupServer();

export function listenDuringTests() {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() =>
    configureApi({
      baseUrl: apiBase,
      getIdToken: () => 'test-token',
      signOut: () => {},
      storage: { getItem: () => null },
    }),
  );
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export const workspace = (over: Partial<Workspace> = {}): Workspace => ({
  id: 'ws-1',
  kind: 'WORKSPACE',
  name: 'Privacy',
  description: 'GDPR files of the firm',
  documentCount: 0,
  libraryCount: 1,
  createdBy: 'u-1',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  ...over,
});

export const libraryDocument = (over: Partial<LibraryDocument> = {}): LibraryDocument => ({
  id: '00000000-0000-4000-8000-000000000001',
  workspaceId: 'ws-1',
  name: 'contratto.pdf',
  contentType: 'application/pdf',
  size: 2048,
  status: 'INDEXED',
  failureReason: null,
  pagesDone: 3,
  pagesTotal: 3,
  language: 'it',
  passageCount: 12,
  createdAt: '2026-11-01T10:00:00.000Z',
  indexedAt: '2026-11-01T10:01:00.000Z',
  ...over,
});

export const meter = (used = 2, limit: number | null = 5) => ({
  plan: 'PROFESSIONAL' as const,
  workspaces: { used, limit },
  files: { used: 1, limit: 500 },
  storageBytes: { used: 2048, limit: 1_000_000_000 },
  maxFileBytes: 100 * 1024 * 1024,
});

export const api = {
  meter: (body = meter()) =>
    http.get(`${apiBase}/organisations/me/meterWorkspaces`, () => HttpResponse.json(body)),
  page: <T>(items: T[]) => ({ items, total: items.length, limit: 20, offset: 0 }),
};

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'PUT',
  'access-control-allow-headers': 'content-type',
};

/**
 * The signed upload URLs' target (`${uploadBase}/put/:id`), cross-origin as S3's or the API's are:
 * the browser's preflight is answered, then each PUT is handed to `onPut`.
 */
export function uploadTarget(onPut: (request: Request) => Promise<void> | void) {
  return [
    http.options(
      `${uploadBase}/put/:id`,
      () => new HttpResponse(null, { status: 204, headers: cors }),
    ),
    http.put(`${uploadBase}/put/:id`, async ({ request }) => {
      await onPut(request);
      return new HttpResponse(null, { status: 204, headers: cors });
    }),
  ];
}
