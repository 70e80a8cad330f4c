/**
 * An answer is saved as it streams: a server killed mid-answer (SIGKILL, no shutdown hook) loses at
 * most about a second of it, and after the restart the thread shows the saved part as an answer
 * that was cut short (status 'failed' with its text kept).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { threadDetailsSchema, type AssistantStreamEvent } from '@lexio/api/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDatabase, type DatabaseHandle } from '../../db';
import { migrateToLatest } from '../../db/migrations';
import { seedDemoData } from '../../db/seed';
import { bearer, buildTestApp, TEST_SECRETS } from '../../test/app';
import { TEST_DATABASE_URL } from '../../test/databases';
import { startTestIssuer, type TestIssuer } from '../../test/identity';
import { PROGRESS_SAVE_INTERVAL_MS } from './runs';
import { answerText, importTestCorpus, readEvents } from './testing';

const BREACH_IT =
  "Entro quanto tempo il titolare deve notificare una violazione dei dati personali all'autorità di controllo?";
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

const threadIdOf = (events: AssistantStreamEvent[]) => {
  const first = events[0];
  if (first?.type !== 'thread') throw new Error('the stream did not open with a thread event');
  return first.threadId;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A free TCP port on the loopback address. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Where the killed server keeps its data: a PGlite folder, or a database of its own on PostgreSQL. */
interface ServerData {
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
}

async function pgliteData(): Promise<ServerData> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lexio-kill-'));
  return {
    env: { DATA_DIR: dataDir },
    open: () => createDatabase({ dataDir }),
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresData(): Promise<ServerData> {
  const name = `lexio_kill_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    open: () => createDatabase({ databaseUrl: url.toString() }),
    remove: () => admin(`drop database if exists ${name} with (force)`),
  };
}

describe.each([
  { name: 'pglite', data: pgliteData },
  { name: 'postgres', data: postgresData },
])('an answer saved as it streams, on $name', ({ data: makeData }) => {
  let data: ServerData;
  let database: DatabaseHandle | undefined;
  let issuer: TestIssuer;
  let server: ChildProcess | undefined;
  const output: string[] = [];

  beforeAll(async () => {
    [data, issuer] = await Promise.all([makeData(), startTestIssuer()]);
    // Migrated, seeded, with the small test corpus: the in-process app and then the real server
    // (once the first test has closed it: a PGlite folder opens in one process only) run on it.
    database = await data.open();
    await migrateToLatest(database.db, database.schema);
    await seedDemoData(database.db);
    await importTestCorpus(database.db);
  }, 180_000);

  afterAll(async () => {
    if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    await database?.close();
    await issuer?.close();
    await data?.remove();
  });

  it('writes the text and citations so far to the answer row while it is still running', async () => {
    // A slow answerer: a chunk every 150 ms, so the answer is still being written after 1.5 s.
    const handle = database!;
    const app = await buildTestApp(handle, issuer, {
      env: { ASSISTANT_CHUNK_DELAY_MS: '150', ASSISTANT_RATE_LIMIT_MAX: '1000' },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      const token = await issuer.idToken({
        sub: 'sub-member.standard',
        email: 'member.standard@demo.lexio.local',
      });
      const response = await fetch(`${base}/assistant/threads`, {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify({ question: BREACH_IT, language: 'it' }),
      });
      expect(response.status).toBe(200);
      // The client leaves after the first words; the answer goes on without it.
      const seen = await readEvents(response, (e) => e.type === 'delta');
      const threadId = threadIdOf(seen);
      const row = () =>
        handle.db
          .selectFrom('assistant_messages')
          .select(['content', 'citations', 'status'])
          .where('thread_id', '=', threadId)
          .where('role', '=', 'assistant')
          .executeTakeFirstOrThrow();

      await sleep(PROGRESS_SAVE_INTERVAL_MS * 1.5);
      const during = await row();
      expect(during.status).toBe('streaming');
      expect(during.content.length).toBeGreaterThan(0);
      // Every citation link already in the saved text has its citation saved with it.
      const linked = [...during.content.matchAll(/\[(\d+)\]\(#cite-\d+\)/g)].map((m) =>
        Number(m[1]),
      );
      const saved = (during.citations as unknown as { index: number }[]).map((c) => c.index);
      for (const index of linked) expect(saved).toContain(index);

      await sleep(PROGRESS_SAVE_INTERVAL_MS * 1.2);
      const later = await row();
      expect(later.content.length).toBeGreaterThan(during.content.length);
      expect(later.content.startsWith(during.content)).toBe(true);

      // The end still saves the whole answer, which the periodic saves never overwrite.
      await fetch(`${base}/assistant/threads/${threadId}/stop`, {
        method: 'POST',
        headers: bearer(token),
      });
      const deadline = Date.now() + 10_000;
      let final = await row();
      while (final.status === 'streaming' && Date.now() < deadline) {
        await sleep(100);
        final = await row();
      }
      expect(final.status).toBe('stopped');
      expect(final.content.startsWith(later.content)).toBe(true);
    } finally {
      await app.close();
    }
  }, 60_000);

  /** `apps/server/src/main.ts` in a child process, as `npm start` runs it; resolves once it answers. */
  async function startServer(port: number): Promise<ChildProcess> {
    const child = spawn(
      process.execPath,
      ['--conditions=@lexio/source', '--import', 'tsx', 'apps/server/src/main.ts'],
      {
        cwd: repositoryRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? os.tmpdir(),
          LEXIO_ENV: 'test',
          ...TEST_SECRETS,
          ...data.env,
          HOST: '127.0.0.1',
          PORT: String(port),
          COGNITO_ISSUER: issuer.issuer,
          COGNITO_CLIENT_ID: issuer.clientId,
          LAWS_IMPORT_ON_START: 'false',
          // Seeded above, with the corpus.
          LEXIO_SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          // Paced so that the answer is still being written seconds after it started.
          ASSISTANT_CHUNK_DELAY_MS: '120',
        },
      },
    );
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the server exited before answering:\n${output.join('')}`);
      }
      try {
        if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return child;
      } catch {
        // not listening yet
      }
      await sleep(200);
    }
    child.kill('SIGKILL');
    throw new Error(`the server did not answer within 90 s:\n${output.join('')}`);
  }

  const killed = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });

  it('keeps what was written up to about a second before a SIGKILL, shown as cut short after the restart', async () => {
    await database?.close();
    database = undefined;
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const token = await issuer.idToken({
      sub: 'sub-owner.professional',
      email: 'owner.professional@demo.lexio.local',
    });
    server = await startServer(port);

    const response = await fetch(`${origin}/assistant/threads`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ question: BREACH_IT, language: 'it' }),
    });
    expect(response.status).toBe(200);
    // Follow the answer for 3 s after its first words, noting what the user saw when.
    const shown: { at: number; text: string }[] = [];
    let firstDeltaAt = 0;
    const events = await readEvents(response, (event, all) => {
      if (event.type !== 'delta') return false;
      const now = Date.now();
      firstDeltaAt ||= now;
      shown.push({ at: now, text: answerText(all) });
      return now - firstDeltaAt >= 3000;
    });
    await killed(server);
    const killedAt = Date.now();
    const threadId = threadIdOf(events);
    expect(events.some((e) => e.type === 'done')).toBe(false);
    const seenAtKill = answerText(events);

    server = await startServer(port);
    const details = threadDetailsSchema.parse(
      await (await fetch(`${origin}/threadDetails/${threadId}`, { headers: bearer(token) })).json(),
    );
    const answer = details.messages[1]!;
    expect(details.activeMessageId).toBeNull();
    expect(answer.role).toBe('assistant');
    expect(answer.status).toBe('failed');
    // The saved part is the beginning of what the user saw (or a little more, had the server run ahead).
    expect(answer.content.length).toBeGreaterThan(0);
    expect(seenAtKill.startsWith(answer.content) || answer.content.startsWith(seenAtKill)).toBe(
      true,
    );
    // At most about a second is lost: everything shown two seconds before the kill was saved (the
    // second second is slack for a busy two-core machine).
    const twoSecondsBefore = shown.filter((s) => s.at <= killedAt - 2000).at(-1);
    expect(twoSecondsBefore).toBeDefined();
    expect(answer.content.length).toBeGreaterThanOrEqual(twoSecondsBefore!.text.length);

    await killed(server);
  }, 240_000);
});
