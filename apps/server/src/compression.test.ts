import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { importCorpus } from './corpus/importer';
import type { DatabaseHandle } from './db';
import { buildTestApp } from './test/app';
import { testDatabases } from './test/databases';

// The law viewer's largest download: the whole GDPR as HTML.
const GDPR_HTML = '/laws/eu/reg/2016/679.html?lang=en';

describe.each(testDatabases)('response compression on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    await importCorpus(database.db, { filter: (document) => document.id === 'eu/reg/2016/679' });
    // The laws routes are public: no identity provider is asked anything here.
    app = await buildTestApp(database, {
      issuer: 'http://127.0.0.1:9/unused-pool',
      clientId: 'unused-client',
    });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the text of a law as it is to a client that accepts no compression', async () => {
    const response = await get(GDPR_HTML);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('id="art-33"');
  });

  it('sends it Brotli-compressed to a browser, and it decompresses to the same text', async () => {
    const plain = await get(GDPR_HTML);
    const response = await get(GDPR_HTML, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('sends gzip to a client that accepts only gzip, JSON included', async () => {
    const html = await get(GDPR_HTML, 'gzip');
    expect(html.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(html.rawPayload).toString('utf8')).toContain('id="art-33"');

    const toc = await get('/laws/eu/reg/2016/679_toc.json?lang=en', 'gzip');
    expect(toc.statusCode).toBe(200);
    expect(toc.headers['content-encoding']).toBe('gzip');
    const tree = JSON.parse(gunzipSync(toc.rawPayload).toString('utf8')) as { items: unknown[] };
    expect(tree.items.length).toBeGreaterThan(0);
  });

  it('leaves a small answer uncompressed', async () => {
    const response = await get('/health', 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'ok' });
  });
});
