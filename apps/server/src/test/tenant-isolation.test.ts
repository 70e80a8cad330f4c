/**
 * Tenant isolation over the whole route table (see test/isolation.ts): every authenticated route
 * with an id is called with another organisation's id and must answer 404 (or 403) and change
 * nothing. A new module's routes are covered without being named here: an unknown one fails until
 * SCOPED_ROUTES describes it or CROSS_ORGANISATION gives the reason it may cross.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';

import { loadConfig } from '../config';
import { importCorpus } from '../corpus/importer';
import type { DatabaseHandle } from '../db';
import { seedDemoData } from '../db/seed';
import { createAuthenticate, principalOf } from '../lib/auth';
import { notFound } from '../lib/errors';
import { createTokenService } from '../lib/tokens';
import { parseSse } from '../modules/assistant/testing';
import { createUserDirectory } from '../modules/identity/service';
import { bearer, buildTestApp, TEST_SECRETS } from './app';
import { testDatabases } from './databases';
import { startTestIssuer, type TestIssuer } from './identity';
import { checkTenantIsolation, type ResourceKind, type ScopedRoute } from './isolation';
import { withRouteTable, type RouteEntry } from './routes';

// A: an ENTERPRISE organisation, whose plan allows every resource (unlimited workspaces).
const OWNER_A = 'owner.enterprise@demo.lexio.local';
const OWNER_B = 'owner.professional@demo.lexio.local';
/** A small act of the corpus, for the routes that pin documents to a workspace. */
const DOCUMENT = 'eu/cjeu/C-398-15';
/** A library document id no organisation has (the library's id lists leave it out). */
const NO_DOCUMENT = '00000000-0000-4000-8000-000000000000';

/** How each authenticated route with an id is exercised: which resource its id names. */
const SCOPED_ROUTES: Record<string, ScopedRoute> = {
  'POST /assistant/threads': {
    resource: 'thread',
    field: 'threadId',
    body: { question: 'Che cosa dice l’articolo 17?' },
  },
  'GET /assistant/threads/:id/stream': { resource: 'thread' },
  'POST /assistant/threads/:id/stop': { resource: 'thread' },
  'GET /threadDetails/:id': { resource: 'thread' },
  'PATCH /conversations/:id': { resource: 'thread', body: { title: 'Renamed by the caller' } },
  'DELETE /conversations/:id': { resource: 'thread' },
  'POST /assistant/:id/share': { resource: 'thread' },
  'DELETE /assistant/:id/share': { resource: 'thread' },
  'DELETE /users/:id': { resource: 'user' },
  'GET /workspaces/:id': { resource: 'workspace' },
  'PATCH /workspaces/:id': { resource: 'workspace', body: { name: 'Renamed by the caller' } },
  'DELETE /workspaces/:id': { resource: 'workspace' },
  'GET /workspaces/:id/prompt': { resource: 'workspace' },
  'PATCH /workspaces/:id/prompt': { resource: 'workspace', body: { prompt: 'Answer in verse' } },
  'GET /workspaces/:id/metadata': { resource: 'workspace' },
  'POST /workspaces/:id/metadata': { resource: 'workspace', body: { Client: 'Overwritten' } },
  'GET /workspaces/:id/documents': { resource: 'workspace' },
  'POST /workspaces/:id/documents': { resource: 'workspace', body: { documentIds: [DOCUMENT] } },
  'POST /workspaces/:id/documents/delete': {
    resource: 'workspace',
    body: { documentIds: [DOCUMENT] },
  },
  'POST /workspaces/:id/conversations/filter': { resource: 'workspace', body: {} },
  'GET /workspaces/:id/conversations/:threadId': { resource: 'workspaceThread' },
  'PATCH /workspaces/:id/conversations/:threadId': {
    resource: 'workspaceThread',
    body: { title: 'Renamed by the caller' },
  },
  'DELETE /workspaces/:id/conversations/:threadId': { resource: 'workspaceThread' },
  'POST /workspaces/:id/library': {
    resource: 'workspace',
    body: { files: [{ name: 'note.md', size: 10, contentType: 'text/markdown' }] },
  },
  'POST /workspaces/:id/library/documents': { resource: 'workspace', body: {} },
  'POST /workspaces/:id/library/documents/index': {
    resource: 'workspace',
    body: { documentIds: [NO_DOCUMENT] },
  },
  'POST /workspaces/:id/library/documents/checkprogress': {
    resource: 'workspace',
    body: { documentIds: [NO_DOCUMENT] },
  },
  'POST /workspaces/:id/library/documents/cancel': {
    resource: 'workspace',
    body: { documentIds: [NO_DOCUMENT] },
  },
  'POST /workspaces/:id/library/search': { resource: 'workspace', body: { q: 'contratto' } },
  'GET /workspaces/:id/library/documents/:docId': { resource: 'libraryDocument' },
  'GET /workspaces/:id/library/documents/:docId/passages': { resource: 'libraryDocument' },
  'GET /workspaces/:id/library/documents/:docId/file': { resource: 'libraryDocument' },
  'DELETE /workspaces/:id/library/documents/:docId': { resource: 'libraryDocument' },
  // The document is uploaded, not indexed: its own organisation gets 409 "not indexed yet".
  'POST /assistant/workspaces/:id/analyse': {
    resource: 'libraryDocument',
    bodyOf: (ids) => ({ documentId: ids.docId }),
    ownStatus: 409,
  },
  'POST /assistant/workspaces/:id/improvePrompt': { resource: 'workspace', body: {} },
};

/** Authenticated routes that act across organisations on purpose. */
const CROSS_ORGANISATION: Record<string, string> = {
  'GET /impersonate':
    'platform support staff act as a user of any organisation (spec §9); everyone else gets 403, and each token issued and each request made with it is audit-logged',
};

describe.each(testDatabases)('tenant isolation on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let issuer: TestIssuer;
  let app: FastifyInstance;
  let routes: RouteEntry[];
  let tokenA: string;
  let tokenB: string;
  let resources: Record<string, ResourceKind>;

  beforeAll(async () => {
    [database, issuer] = await Promise.all([testDatabase.open(), startTestIssuer()]);
    await seedDemoData(database.db);
    await importCorpus(database.db, {
      filter: (document) => document.id === DOCUMENT,
    });
    ({ app, routes } = await withRouteTable(() =>
      buildTestApp(database, issuer, {
        env: { ASSISTANT_CHUNK_DELAY_MS: '0', ASSISTANT_RATE_LIMIT_MAX: '1000' },
      }),
    ));
    tokenA = await issuer.idToken({ sub: 'sub-isolation-a', email: OWNER_A });
    tokenB = await issuer.idToken({ sub: 'sub-isolation-b', email: OWNER_B });
    resources = threadAndUserResources(() => app, database, tokenA);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await Promise.all([database?.close(), issuer?.close()]);
  });

  it('answers 404 to another organisation on every scoped route and changes nothing', async () => {
    const report = await checkTenantIsolation({
      app,
      routes,
      tokenA,
      tokenB,
      resources,
      scoped: SCOPED_ROUTES,
      crossOrganisation: CROSS_ORGANISATION,
    });
    expect(report.failures).toEqual([]);
    // Every described route was found in the table and checked (a renamed route fails here).
    const checked = report.checked.map((line) => line.split(': ')[0]);
    expect(checked).toEqual(
      expect.arrayContaining([...Object.keys(SCOPED_ROUTES), ...Object.keys(CROSS_ORGANISATION)]),
    );
    expect(report.withoutId).toEqual(
      expect.arrayContaining(['GET /users/me', 'PATCH /organisations/me']),
    );
  }, 120_000);

  it('reports a route that leaks, one that changes another organisation’s data, and one it does not know', async () => {
    const config = loadConfig({
      LEXIO_ENV: 'test',
      COGNITO_ISSUER: issuer.issuer,
      COGNITO_CLIENT_ID: issuer.clientId,
      ASSISTANT_CHUNK_DELAY_MS: '0',
      ...TEST_SECRETS,
    });
    const tokens = createTokenService(config);
    // A module that forgot its organisation scope, registered next to the app's own.
    const leakyModule = async (scope: FastifyInstance) => {
      scope.addHook(
        'onRequest',
        createAuthenticate({ tokens, directory: createUserDirectory(database.db, undefined) }),
      );
      const params = { schema: { params: z.object({ id: z.uuid() }) } };
      scope.get('/leaky/threads/:id', params, async (request) => {
        principalOf(request);
        const { id } = request.params as { id: string };
        const { rows } = await sql<{ title: string }>`
          select title from assistant_threads where id = ${id}`.execute(database.db);
        if (!rows[0]) throw notFound();
        return rows[0];
      });
      scope.patch('/leaky/threads/:id', params, async (request) => {
        principalOf(request);
        const { id } = request.params as { id: string };
        await sql`update assistant_threads set title = 'Overwritten' where id = ${id}`.execute(
          database.db,
        );
        // Claims not to know the thread, but has already changed it.
        throw notFound();
      });
      scope.get('/undescribed/:id', params, async () => ({ ok: true }));
    };
    const { app: broken, routes: brokenRoutes } = await withRouteTable(
      () => buildTestApp(database, issuer, { env: { ASSISTANT_CHUNK_DELAY_MS: '0' } }),
      [leakyModule],
    );
    try {
      const report = await checkTenantIsolation({
        app: broken,
        routes: brokenRoutes,
        tokenA,
        tokenB,
        resources: threadAndUserResources(() => broken, database, tokenA),
        scoped: {
          ...SCOPED_ROUTES,
          'GET /leaky/threads/:id': { resource: 'thread' },
          'PATCH /leaky/threads/:id': { resource: 'thread' },
        },
        crossOrganisation: CROSS_ORGANISATION,
      });
      expect(report.failures).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^GET \/leaky\/threads\/:id: organisation B got 200/),
          expect.stringMatching(/^PATCH \/leaky\/threads\/:id: organisation B's call changed/),
          expect.stringMatching(/^GET \/undescribed\/:id: an authenticated route with an id/),
        ]),
      );
      // The app's own routes still pass in the broken app: only the three are reported.
      expect(report.failures.filter((line) => !/leaky|undescribed/.test(line))).toEqual([]);
    } finally {
      await broken.close();
    }
  }, 120_000);
});

/**
 * Organisation A's resources: threads (asked through the API), workspaces (with metadata and a
 * pinned document), a thread in a workspace, and users (added to A's organisation).
 */
function threadAndUserResources(
  app: () => FastifyInstance,
  database: DatabaseHandle,
  tokenA: string,
): Record<string, ResourceKind> {
  let users = 0;
  let workspaces = 0;
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app().inject({ method, url, headers: bearer(tokenA), ...(payload ? { payload } : {}) });
  const workspaceSnapshot = async (id: string) => {
    const parts = ['', '/prompt', '/metadata', '/documents'];
    const replies = await Promise.all(parts.map((part) => call('GET', `/workspaces/${id}${part}`)));
    return replies.map((reply) => ({ status: reply.statusCode, body: reply.json() as unknown }));
  };
  return {
    thread: {
      async create() {
        const response = await app().inject({
          method: 'POST',
          url: '/assistant/threads',
          headers: bearer(tokenA),
          payload: { question: 'Quali sono i diritti dell’interessato?' },
        });
        if (response.statusCode !== 200)
          throw new Error(`ask: ${response.statusCode} ${response.body}`);
        const thread = parseSse(response.body).find((e) => e.event.type === 'thread')?.event;
        if (thread?.type !== 'thread') throw new Error('no thread event');
        return thread.threadId;
      },
      async snapshot(id) {
        const response = await app().inject({
          method: 'GET',
          url: `/threadDetails/${id}`,
          headers: bearer(tokenA),
        });
        return { status: response.statusCode, body: response.json() };
      },
    },
    workspace: {
      async create() {
        const created = await call('POST', '/organisations/me/workspaces', {
          name: `Isolation ${(workspaces += 1)}`,
          description: 'Owned by organisation A',
        });
        if (created.statusCode !== 201)
          throw new Error(`workspace: ${created.statusCode} ${created.body}`);
        const id = (created.json() as { id: string }).id;
        await call('POST', `/workspaces/${id}/metadata`, { Client: 'Rossi' });
        await call('POST', `/workspaces/${id}/documents`, { documentIds: [DOCUMENT] });
        return id;
      },
      snapshot: (id) => workspaceSnapshot(id),
    },
    workspaceThread: {
      async create() {
        const created = await call('POST', '/organisations/me/workspaces', {
          name: `Isolation threads ${(workspaces += 1)}`,
        });
        const id = (created.json() as { id: string }).id;
        const { rows } = await sql<{ id: string }>`
          insert into assistant_threads (organisation_id, user_id, workspace_id, title, language)
          select organisation_id, id, ${id}, 'A workspace thread', 'it'
          from users where email = ${OWNER_A}
          returning id`.execute(database.db);
        return { id, threadId: rows[0]!.id };
      },
      async snapshot(id, ids) {
        const thread = await call('GET', `/workspaces/${id}/conversations/${ids.threadId}`);
        return {
          thread: { status: thread.statusCode, body: thread.json() },
          workspace: await workspaceSnapshot(id),
        };
      },
    },
    libraryDocument: {
      async create() {
        const created = await call('POST', '/organisations/me/workspaces', {
          name: `Isolation library ${(workspaces += 1)}`,
        });
        const id = (created.json() as { id: string }).id;
        const upload = await call('POST', `/workspaces/${id}/library`, {
          files: [{ name: 'contratto.md', size: 20, contentType: 'text/markdown' }],
        });
        const { uploads } = upload.json() as {
          uploads: { documentId: string; url: string; headers: Record<string, string> }[];
        };
        // The bytes arrive, so the original file can be read back (GET .../file).
        const target = new URL(uploads[0]!.url);
        await app().inject({
          method: 'PUT',
          url: `${target.pathname}${target.search}`,
          headers: uploads[0]!.headers,
          payload: '# Contratto\n\nArt. 1',
        });
        return { id, docId: uploads[0]!.documentId };
      },
      async snapshot(id, ids) {
        const document = await call('GET', `/workspaces/${id}/library/documents/${ids.docId}`);
        return {
          document: { status: document.statusCode, body: document.json() },
          workspace: await workspaceSnapshot(id),
        };
      },
    },
    user: {
      async create() {
        users += 1;
        const { rows } = await sql<{ id: string }>`
          insert into users (organisation_id, email, first_name, last_name, role)
          select organisation_id, ${`isolation.${users}.${Date.now()}@example.com`}, 'Ida', 'Isolation', 'MEMBER'
          from users where email = ${OWNER_A}
          returning id`.execute(database.db);
        return rows[0]!.id;
      },
      async snapshot(id) {
        const { rows } = await sql`select * from users where id = ${id}`.execute(database.db);
        return rows;
      },
    },
  };
}
