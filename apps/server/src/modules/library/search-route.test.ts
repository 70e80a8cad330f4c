/*
 * POST /workspaces/{id}/library/search, the search of a workspace's documents from its chat: the
 * indexed passages of that workspace only, those holding every word before those holding some,
 * phrases and excluded words, and 4xx for bad input.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { apiErrorSchema, librarySearchResultSchema, workspaceSchema } from '@lexio/api/contract';
import type { FastifyInstance } from 'fastify';

import type { DatabaseHandle } from '../../db';
import { seedDemoData } from '../../db/seed';
import { createJobQueue, type JobQueue } from '../../lib/jobs';
import { bearer, buildTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { startTestIssuer, type TestIssuer } from '../../test/identity';
import { type MarkdownFile, uploadIndexed as uploadFiles } from '../../test/library';

const CONTRACT = `# Contratto di fornitura

## Articolo 8 – Penali

In caso di ritardo nella consegna il Fornitore corrisponde una penale pari allo 0,5% del valore dell'ordine per ogni giorno di ritardo.

## Articolo 9 – Limite delle penali

L'importo complessivo delle penali non può superare il 10% del valore dell'ordine.

## Articolo 22 – Foro competente

Per ogni controversia è competente in via esclusiva il Foro di Milano.
`;

const POLICY = `# Travel policy

## 1. Scope

1.1 This policy applies to every employee travelling for the company.

## 2. Approval

2.1 Every trip abroad requires the written approval of the line manager at least 10 days in advance.
`;

describe.each(testDatabases)('the library search route on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let issuer: TestIssuer;
  let jobs: JobQueue;
  let dataDir: string;
  let app: FastifyInstance;
  let workspaceId: string;
  let otherWorkspaceId: string;

  const token = (local: string) =>
    issuer.idToken({ sub: `sub-${local}`, email: `${local}@demo.lexio.local` });
  const call = async (method: 'GET' | 'POST', url: string, local: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: bearer(await token(local)),
      ...(payload ? { payload } : {}),
    });
  const search = async (q: string, local = 'owner.professional', id = workspaceId) => {
    const response = await call('POST', `/workspaces/${id}/library/search`, local, { q });
    expect(response.statusCode, response.body).toBe(200);
    return librarySearchResultSchema.parse(response.json()).items;
  };

  /** Uploads markdown files into the workspace and waits until they are indexed. */
  const uploadIndexed = async (id: string, files: MarkdownFile[]) =>
    uploadFiles(app, await token('owner.professional'), id, files);

  beforeAll(async () => {
    [database, issuer] = await Promise.all([testDatabase.open(), startTestIssuer()]);
    await seedDemoData(database.db);
    dataDir = await mkdtemp(path.join(tmpdir(), 'lexio-library-search-'));
    jobs = createJobQueue(database, { pollingIntervalSeconds: 0.5 });
    app = await buildTestApp(database, issuer, { jobs, env: { DATA_DIR: dataDir } });
    await jobs.start();
    const create = async (name: string) =>
      workspaceSchema.parse(
        (await call('POST', '/organisations/me/workspaces', 'owner.professional', { name })).json(),
      ).id;
    workspaceId = await create('Search');
    otherWorkspaceId = await create('Search, other');
    await uploadIndexed(workspaceId, [
      { name: 'contratto.md', text: CONTRACT },
      { name: 'travel-policy.md', text: POLICY },
    ]);
    await uploadIndexed(otherWorkspaceId, [
      { name: 'altro-contratto.md', text: CONTRACT.replace('Milano', 'Torino') },
    ]);
  }, 300_000);

  afterAll(async () => {
    await jobs?.stop();
    await app?.close();
    await Promise.all([database?.close(), issuer?.close()]);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('finds passages in their own language, every word before some, in this workspace only', async () => {
    // Stemmed in Italian: "penali" finds "penale"; the clause holding both words comes first.
    const both = await search('penali ritardo');
    expect(both[0]).toMatchObject({ name: 'contratto.md', label: 'Articolo 8', page: null });
    expect(both[0]!.text).toContain('0,5%');
    expect(both.map((p) => p.label)).toContain('Articolo 9');
    expect(both.every((p) => p.name === 'contratto.md')).toBe(true);

    // A word no passage holds does not hide what the others find.
    const partly = await search('foro competente arbitrato');
    expect(partly[0]).toMatchObject({ name: 'contratto.md' });
    expect(partly[0]!.text).toContain('Foro di Milano');

    // English passages with the English configuration ("approval" finds "approval", "trips" "trip").
    const english = await search('trips approval');
    expect(english[0]!.name).toBe('travel-policy.md');
    expect(english[0]!.text).toContain('written approval');

    // The other workspace's copy says Torino; this one's never does.
    expect((await search('Torino')).length).toBe(0);
    const other = await search('Torino', 'owner.professional', otherWorkspaceId);
    expect(other.map((p) => p.name)).toEqual(['altro-contratto.md']);
  });

  it('keeps a quoted phrase together and leaves out an excluded word', async () => {
    const phrase = await search('"foro di milano"');
    expect(phrase.map((p) => p.label)).toEqual(['Articolo 22']);
    const excluded = await search('ordine -ritardo');
    expect(excluded.map((p) => p.label)).toEqual(['Articolo 9']);
    // Stop words alone match nothing (and fail nothing).
    expect(await search('il di per')).toEqual([]);
  });

  it('refuses bad input with 400, and another organisation gets 404', async () => {
    for (const body of [
      {},
      { q: '' },
      { q: '   ' },
      { q: 'x'.repeat(501) },
      { q: 'a', limit: 0 },
    ]) {
      const response = await call(
        'POST',
        `/workspaces/${workspaceId}/library/search`,
        'owner.professional',
        body,
      );
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(apiErrorSchema.parse(response.json()).error.code).toBe('VALIDATION_FAILED');
    }
    const foreign = await call(
      'POST',
      `/workspaces/${workspaceId}/library/search`,
      'owner.enterprise',
      { q: 'penali' },
    );
    expect(foreign.statusCode).toBe(404);
    const unknown = await call(
      'POST',
      '/workspaces/00000000-0000-4000-8000-00000000dead/library/search',
      'owner.professional',
      { q: 'penali' },
    );
    expect(unknown.statusCode).toBe(404);
  });
});
