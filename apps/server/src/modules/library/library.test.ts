import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import {
  apiErrorSchema,
  type LibraryDocument,
  libraryDocumentPageSchema,
  libraryDocumentSchema,
  libraryPassagePageSchema,
  libraryProgressSchema,
  librarySearchResultSchema,
  libraryUploadSchema,
  workspaceMeterSchema,
  workspaceSchema,
} from '@lexio/api/contract';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';

import type { DatabaseHandle } from '../../db';
import { seedDemoData } from '../../db/seed';
import { createJobQueue, type JobQueue } from '../../lib/jobs';
import { bearer, buildTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { startTestIssuer, type TestIssuer } from '../../test/identity';
import { insertTestLawDocument } from '../../test/laws';

const EVAL = path.join(__dirname, 'fixtures');
const TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  md: 'text/markdown',
  txt: 'text/plain',
} as const;

describe.each(testDatabases)('the library on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let issuer: TestIssuer;
  let jobs: JobQueue;
  let dataDir: string;
  let app: FastifyInstance;
  let s3: { server: S3rver; directory: string; port: number };
  let s3App: FastifyInstance;
  let s3Jobs: JobQueue;

  beforeAll(async () => {
    [database, issuer] = await Promise.all([testDatabase.open(), startTestIssuer()]);
    await seedDemoData(database.db);
    // The corpus document a reference links to.
    await insertTestLawDocument(database.db, { id: 'eu/reg/2016/679', title: 'GDPR' });
    dataDir = await mkdtemp(path.join(tmpdir(), 'lexio-library-'));
    jobs = createJobQueue(database, { pollingIntervalSeconds: 0.5 });
    app = await buildTestApp(database, issuer, { jobs, env: { DATA_DIR: dataDir } });
    const directory = await mkdtemp(path.join(tmpdir(), 'lexio-s3rver-'));
    const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
    const { port } = await server.run();
    s3 = { server, directory, port };
    const env = {
      DATA_DIR: dataDir,
      STORAGE_S3_BUCKET: 'lexio-library',
      STORAGE_S3_REGION: 'eu-west-1',
      STORAGE_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      STORAGE_S3_ACCESS_KEY_ID: 'S3RVER',
      STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    await new S3Client({
      region: env.STORAGE_S3_REGION,
      endpoint: env.STORAGE_S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }).send(new CreateBucketCommand({ Bucket: env.STORAGE_S3_BUCKET }));
    // A second app over the same database storing in the S3 bucket, with a queue of its own (its
    // own pg-boss schema), so its jobs read from the bucket.
    s3Jobs = createJobQueue(database, {
      pollingIntervalSeconds: 0.5,
      schema: `${database.schema === 'public' ? 'pgboss' : `${database.schema}_jobs`}_s3`,
    });
    s3App = await buildTestApp(database, issuer, { jobs: s3Jobs, env });
    await Promise.all([jobs.start(), s3Jobs.start()]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([jobs?.stop(), s3Jobs?.stop()]);
    await app?.close();
    await s3App?.close();
    await s3?.server.close();
    await Promise.all([database?.close(), issuer?.close()]);
    await rm(dataDir, { recursive: true, force: true });
    if (s3) await rm(s3.directory, { recursive: true, force: true });
  });

  const token = (local: string) =>
    issuer.idToken({ sub: `sub-${local}`, email: `${local}@demo.lexio.local` });
  const call = async (
    target: FastifyInstance,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    local: string,
    payload?: object,
  ) =>
    target.inject({
      method,
      url,
      headers: bearer(await token(local)),
      ...(payload ? { payload } : {}),
    });

  const newWorkspace = async (target: FastifyInstance, local: string, name: string) =>
    workspaceSchema.parse(
      (await call(target, 'POST', '/organisations/me/workspaces', local, { name })).json(),
    );

  /** Asks for upload URLs, then PUTs each file where its URL says (in-process or over HTTP). */
  const upload = async (
    target: FastifyInstance,
    local: string,
    workspaceId: string,
    files: { name: string; type: string; body: Buffer; size?: number }[],
  ) => {
    const response = await call(target, 'POST', `/workspaces/${workspaceId}/library`, local, {
      files: files.map((f) => ({
        name: f.name,
        contentType: f.type,
        size: f.size ?? f.body.length,
      })),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { uploads } = libraryUploadSchema.parse(response.json());
    const statuses: number[] = [];
    for (const [index, item] of uploads.entries()) {
      const url = new URL(item.url);
      if (url.port === String(s3.port)) {
        const put = await fetch(item.url, {
          method: 'PUT',
          headers: item.headers,
          body: new Uint8Array(files[index]!.body),
        });
        statuses.push(put.status);
      } else {
        const put = await target.inject({
          method: 'PUT',
          url: url.pathname + url.search,
          headers: item.headers,
          payload: files[index]!.body,
        });
        statuses.push(put.statusCode);
      }
    }
    return { uploads, statuses };
  };

  const progress = async (
    target: FastifyInstance,
    local: string,
    workspaceId: string,
    ids: string[],
  ) =>
    libraryProgressSchema.parse(
      (
        await call(
          target,
          'POST',
          `/workspaces/${workspaceId}/library/documents/checkprogress`,
          local,
          {
            documentIds: ids,
          },
        )
      ).json(),
    ).items;

  const waitUntilSettled = async (
    target: FastifyInstance,
    local: string,
    workspaceId: string,
    ids: string[],
  ): Promise<LibraryDocument[]> => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const items = await progress(target, local, workspaceId, ids);
      if (items.every((i) => ['INDEXED', 'FAILED', 'CANCELLED'].includes(i.status))) return items;
      if (Date.now() > deadline) throw new Error(JSON.stringify(items));
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  it('uploads real PDF, DOCX and Markdown files to local disk, indexes them and searches them', async () => {
    const workspace = await newWorkspace(app, 'owner.professional', 'Contratti');
    const files = [
      { name: 'contratto-fornitura.pdf', type: TYPES.pdf },
      { name: 'accord-confidentialite.docx', type: TYPES.docx },
      { name: 'data-processing-agreement.md', type: TYPES.md },
    ];
    const bodies = await Promise.all(files.map((f) => readFile(path.join(EVAL, f.name))));
    const { uploads, statuses } = await upload(
      app,
      'member.professional',
      workspace.id,
      files.map((f, i) => ({ ...f, body: bodies[i]! })),
    );
    expect(statuses).toEqual([204, 204, 204]);
    expect(uploads[0]!.url).toMatch(/\/library\/uploads\/.+signature=/);
    const ids = uploads.map((u) => u.documentId);

    const queued = libraryProgressSchema.parse(
      (
        await call(
          app,
          'POST',
          `/workspaces/${workspace.id}/library/documents/index`,
          'member.professional',
          {
            documentIds: ids,
          },
        )
      ).json(),
    ).items;
    expect(queued.map((d) => d.status)).toEqual(
      expect.arrayContaining([expect.stringMatching(/QUEUED|EXTRACTING|INDEXING|INDEXED/)]),
    );
    const done = await waitUntilSettled(app, 'member.professional', workspace.id, ids);
    expect(done.map((d) => [d.name, d.status, d.language])).toEqual([
      ['contratto-fornitura.pdf', 'INDEXED', 'it'],
      ['accord-confidentialite.docx', 'INDEXED', 'fr'],
      ['data-processing-agreement.md', 'INDEXED', 'en'],
    ]);
    const pdf = done[0]!;
    expect(pdf.pagesTotal).toBeGreaterThan(1);
    expect(pdf.pagesDone).toBe(pdf.pagesTotal);
    expect(pdf.passageCount).toBeGreaterThan(10);
    expect(pdf.size).toBe(bodies[0]!.length);

    // Full-text search in each document's language.
    const hits = librarySearchResultSchema.parse(
      (
        await call(
          app,
          'POST',
          `/workspaces/${workspace.id}/library/search`,
          'owner.professional',
          {
            q: 'sub-processor',
          },
        )
      ).json(),
    ).items;
    expect(hits[0]?.name).toBe('data-processing-agreement.md');
    const italian = librarySearchResultSchema.parse(
      (
        await call(
          app,
          'POST',
          `/workspaces/${workspace.id}/library/search`,
          'owner.professional',
          {
            q: 'fornitore penali',
          },
        )
      ).json(),
    ).items;
    expect(italian[0]?.name).toBe('contratto-fornitura.pdf');
    expect(italian[0]?.page).toBeGreaterThanOrEqual(1);

    // The passages keep pages and headings; references to the corpus are linked.
    const passages = libraryPassagePageSchema.parse(
      (
        await call(
          app,
          'GET',
          `/workspaces/${workspace.id}/library/documents/${ids[2]}/passages?limit=100`,
          'owner.professional',
        )
      ).json(),
    );
    const references = passages.items.flatMap((p) => p.references);
    expect(references).toEqual(
      expect.arrayContaining([expect.objectContaining({ documentId: 'eu/reg/2016/679' })]),
    );

    // Listing with paging and a status filter; the meter counts the files.
    const page = libraryDocumentPageSchema.parse(
      (
        await call(
          app,
          'POST',
          `/workspaces/${workspace.id}/library/documents?limit=2`,
          'owner.professional',
          {
            status: ['INDEXED'],
          },
        )
      ).json(),
    );
    expect(page).toMatchObject({ total: 3, limit: 2 });
    expect(page.items).toHaveLength(2);
    const meter = workspaceMeterSchema.parse(
      (await call(app, 'GET', '/organisations/me/meterWorkspaces', 'owner.professional')).json(),
    );
    expect(meter.files.used).toBe(3);
    expect(meter.storageBytes.used).toBe(bodies.reduce((sum, b) => sum + b.length, 0));

    // Another organisation sees none of it.
    expect(
      (
        await call(
          app,
          'GET',
          `/workspaces/${workspace.id}/library/documents/${ids[0]}`,
          'owner.enterprise',
        )
      ).statusCode,
    ).toBe(404);

    // Delete: the row, its passages and the stored file go.
    const url = `/workspaces/${workspace.id}/library/documents/${ids[1]}`;
    expect((await call(app, 'DELETE', url, 'member.professional')).statusCode).toBe(204);
    expect((await call(app, 'GET', url, 'member.professional')).statusCode).toBe(404);

    // Deleting the workspace removes its remaining stored files too.
    const stored = async () =>
      (await readdir(path.join(dataDir, 'library'), { recursive: true })).filter((entry) =>
        entry.includes(`${workspace.id}${path.sep}`),
      );
    expect(await stored()).toHaveLength(2);
    expect(
      (await call(app, 'DELETE', `/workspaces/${workspace.id}`, 'owner.professional')).statusCode,
    ).toBe(204);
    expect(await stored()).toHaveLength(0);
  }, 120_000);

  it('indexes a Word 97-2003 (.doc) file paragraph by paragraph, and fails one that is not', async () => {
    const workspace = await newWorkspace(app, 'owner.enterprise', 'Vecchi contratti');
    const body = await readFile(path.join(EVAL, 'contratto-fornitura.doc'));
    const { uploads, statuses } = await upload(app, 'owner.enterprise', workspace.id, [
      { name: 'contratto-fornitura.doc', type: TYPES.doc, body },
      // A DOCX renamed .doc: the bytes say it is not one.
      {
        name: 'rinominato.doc',
        type: TYPES.doc,
        body: await readFile(path.join(EVAL, 'procedura-whistleblowing.docx')),
      },
    ]);
    expect(statuses).toEqual([204, 204]);
    const ids = uploads.map((u) => u.documentId);
    await call(
      app,
      'POST',
      `/workspaces/${workspace.id}/library/documents/index`,
      'owner.enterprise',
      {
        documentIds: ids,
      },
    );
    const settled = await waitUntilSettled(app, 'owner.enterprise', workspace.id, ids);
    expect(settled.map((d) => [d.name, d.status, d.language, d.failureReason])).toEqual([
      ['contratto-fornitura.doc', 'INDEXED', 'it', null],
      ['rinominato.doc', 'FAILED', null, 'The file is not a Word 97-2003 (.doc) document'],
    ]);
    expect(settled[0]!.contentType).toBe(TYPES.doc);
    expect(settled[0]!.passageCount).toBeGreaterThan(10);

    // Its numbered clauses are passages under their article, found by search.
    const passages = libraryPassagePageSchema.parse(
      (
        await call(
          app,
          'GET',
          `/workspaces/${workspace.id}/library/documents/${ids[0]}/passages?limit=100`,
          'owner.enterprise',
        )
      ).json(),
    ).items;
    expect(passages.find((p) => p.label === 'Articolo 1')).toMatchObject({
      heading: 'Articolo 1 – Premesse, allegati e definizioni',
      page: null,
      text: expect.stringMatching(/^1\.1 Le premesse e gli allegati costituiscono/),
    });
    expect(passages.find((p) => p.label === '1.2')?.heading).toBe(
      'Articolo 1 – Premesse, allegati e definizioni',
    );
    const hits = librarySearchResultSchema.parse(
      (
        await call(app, 'POST', `/workspaces/${workspace.id}/library/search`, 'owner.enterprise', {
          q: 'riduttori epicicloidali',
        })
      ).json(),
    ).items;
    expect(hits[0]?.name).toBe('contratto-fornitura.doc');
  });

  it('refuses wrong types, oversize files and tampered or overfull uploads', async () => {
    const workspace = await newWorkspace(app, 'owner.enterprise', 'Limits');
    const refuse = async (file: object, code: string) => {
      const response = await call(
        app,
        'POST',
        `/workspaces/${workspace.id}/library`,
        'owner.enterprise',
        {
          files: [file],
        },
      );
      expect(response.statusCode, JSON.stringify(file)).toBe(400);
      expect(apiErrorSchema.parse(response.json()).error.code).toBe(code);
    };
    await refuse(
      { name: 'virus.exe', contentType: 'application/octet-stream', size: 10 },
      'UNSUPPORTED_FILE_TYPE',
    );
    await refuse(
      { name: 'report.pdf', contentType: 'text/plain', size: 10 },
      'UNSUPPORTED_FILE_TYPE',
    );
    await refuse(
      { name: 'huge.pdf', contentType: TYPES.pdf, size: 100 * 1024 * 1024 + 1 },
      'FILE_TOO_LARGE',
    );

    // More bytes than announced: refused by the upload route.
    const { uploads, statuses } = await upload(app, 'owner.enterprise', workspace.id, [
      { name: 'note.txt', type: TYPES.txt, body: Buffer.from('a'.repeat(100)), size: 10 },
    ]);
    expect(statuses).toEqual([413]);
    // A tampered signature or size: 403.
    const url = new URL(uploads[0]!.url);
    url.searchParams.set('size', '1000');
    const tampered = await app.inject({
      method: 'PUT',
      url: url.pathname + url.search,
      headers: { 'content-type': TYPES.txt },
      payload: 'a'.repeat(100),
    });
    expect(tampered.statusCode).toBe(403);
    expect(apiErrorSchema.parse(tampered.json()).error.code).toBe('UPLOAD_URL_INVALID');
    // Nothing was stored: indexing leaves it awaiting its upload.
    const items = libraryProgressSchema.parse(
      (
        await call(
          app,
          'POST',
          `/workspaces/${workspace.id}/library/documents/index`,
          'owner.enterprise',
          {
            documentIds: [uploads[0]!.documentId],
          },
        )
      ).json(),
    ).items;
    expect(items[0]!.status).toBe('AWAITING_UPLOAD');
  });

  it('fails a broken file alone with a reason, lets the others finish, and retries or cancels', async () => {
    const workspace = await newWorkspace(app, 'owner.enterprise', 'Broken');
    const good = await readFile(path.join(EVAL, 'procedura-whistleblowing.md'));
    const { uploads } = await upload(app, 'owner.enterprise', workspace.id, [
      { name: 'scan.pdf', type: TYPES.pdf, body: Buffer.from('%PDF-1.7\n% not really a pdf\n') },
      { name: 'renamed.docx', type: TYPES.docx, body: Buffer.from('plain text, not a zip') },
      { name: 'procedura.md', type: TYPES.md, body: good },
    ]);
    const ids = uploads.map((u) => u.documentId);
    await call(
      app,
      'POST',
      `/workspaces/${workspace.id}/library/documents/index`,
      'owner.enterprise',
      {
        documentIds: ids,
      },
    );
    const settled = await waitUntilSettled(app, 'owner.enterprise', workspace.id, ids);
    expect(settled.map((d) => [d.status, d.failureReason])).toEqual([
      ['FAILED', 'The PDF is damaged and cannot be read'],
      ['FAILED', 'The file is not a Word (.docx) document'],
      ['INDEXED', null],
    ]);

    // Retry runs a failed file again (it fails again the same way: the file is still broken).
    const retried = libraryProgressSchema.parse(
      (
        await call(
          app,
          'POST',
          `/workspaces/${workspace.id}/library/documents/index`,
          'owner.enterprise',
          {
            documentIds: [ids[0]!],
            retry: true,
          },
        )
      ).json(),
    ).items;
    expect(retried[0]!.status).toMatch(/QUEUED|EXTRACTING|FAILED/);
    expect(
      (await waitUntilSettled(app, 'owner.enterprise', workspace.id, [ids[0]!]))[0]!.status,
    ).toBe('FAILED');

    // Cancel while queued or running (a large file): it ends cancelled, with nothing indexed.
    const large = Buffer.from(good.toString('utf8').repeat(150));
    const second = await upload(app, 'owner.enterprise', workspace.id, [
      { name: 'large.md', type: TYPES.md, body: large },
    ]);
    const id = second.uploads[0]!.documentId;
    await call(
      app,
      'POST',
      `/workspaces/${workspace.id}/library/documents/index`,
      'owner.enterprise',
      {
        documentIds: [id],
      },
    );
    const cancelled = libraryProgressSchema.parse(
      (
        await call(
          app,
          'POST',
          `/workspaces/${workspace.id}/library/documents/cancel`,
          'owner.enterprise',
          {
            documentIds: [id],
          },
        )
      ).json(),
    ).items;
    expect(cancelled[0]!.status).toBe('CANCELLED');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const [after] = await progress(app, 'owner.enterprise', workspace.id, [id]);
    expect(after).toMatchObject({ status: 'CANCELLED', passageCount: 0 });

    // Retry after a cancel indexes it whole.
    await call(
      app,
      'POST',
      `/workspaces/${workspace.id}/library/documents/index`,
      'owner.enterprise',
      {
        documentIds: [id],
        retry: true,
      },
    );
    const [finished] = await waitUntilSettled(app, 'owner.enterprise', workspace.id, [id]);
    expect(finished!.status).toBe('INDEXED');
    expect(finished!.passageCount).toBeGreaterThan(1000);
  }, 120_000);

  it('uploads through presigned S3 PUT URLs when object storage is configured', async () => {
    const workspace = await newWorkspace(s3App, 'owner.standard', 'S3');
    const body = await readFile(path.join(EVAL, 'contratto-fornitura.docx'));
    const { uploads, statuses } = await upload(s3App, 'owner.standard', workspace.id, [
      { name: 'contratto-fornitura.docx', type: TYPES.docx, body },
    ]);
    expect(uploads[0]!.url).toContain(`127.0.0.1:${s3.port}/lexio-library/`);
    expect(uploads[0]!.url).toContain('X-Amz-Signature=');
    expect(statuses).toEqual([200]);
    const id = uploads[0]!.documentId;
    // The server reads the object's size from the bucket when indexing is asked for.
    const response = await call(
      s3App,
      'POST',
      `/workspaces/${workspace.id}/library/documents/index`,
      'owner.standard',
      {
        documentIds: [id],
      },
    );
    const [item] = libraryProgressSchema.parse(response.json()).items;
    expect(item!.status).not.toBe('AWAITING_UPLOAD');
    expect(item!.size).toBe(body.length);
    const [indexed] = await waitUntilSettled(s3App, 'owner.standard', workspace.id, [id]);
    expect(indexed).toMatchObject({ status: 'INDEXED', language: 'it' });
    expect(indexed!.passageCount).toBeGreaterThan(10);
    const document = libraryDocumentSchema.parse(
      (
        await call(
          s3App,
          'GET',
          `/workspaces/${workspace.id}/library/documents/${id}`,
          'owner.standard',
        )
      ).json(),
    );
    expect(document.name).toBe('contratto-fornitura.docx');
    const file = await call(
      s3App,
      'GET',
      `/workspaces/${workspace.id}/library/documents/${id}/file`,
      'owner.standard',
    );
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(body)).toBe(true);
  }, 60_000);

  it('gives back the original file as uploaded, and not one whose upload never arrived', async () => {
    const workspace = await newWorkspace(app, 'owner.professional', 'Originali');
    const body = Buffer.from('# Accordo\n\nArt. 1 – Oggetto\n');
    const { uploads } = await upload(app, 'owner.professional', workspace.id, [
      { name: 'accordo è.md', type: TYPES.md, body },
      { name: 'mai-caricato.md', type: TYPES.md, body, size: 10 },
    ]);
    // The second file's PUT is refused (larger than announced), so its bytes never arrive.
    const url = (id: string) => `/workspaces/${workspace.id}/library/documents/${id}/file`;
    const file = await call(app, 'GET', url(uploads[0]!.documentId), 'member.professional');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/markdown');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('accordo è.md')}`,
    );
    expect(file.rawPayload.equals(body)).toBe(true);
    const missing = await call(app, 'GET', url(uploads[1]!.documentId), 'member.professional');
    expect(missing.statusCode).toBe(404);
  });
});
