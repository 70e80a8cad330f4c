import { sql } from 'kysely';
import Fastify, { type FastifyInstance } from 'fastify';

import type { DatabaseHandle } from '../db';
import { buildTestApp } from '../test/app';
import { testDatabases } from '../test/databases';
import { createShutdown } from './shutdown';

// Tokens are never verified here: an issuer nobody answers for will do.
const issuer = { issuer: 'http://127.0.0.1:9/pool', clientId: 'test-client' };

describe.each(testDatabases)('graceful shutdown on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await testDatabase.open();
    app = await buildTestApp(database, issuer);
  });

  afterAll(async () => {
    // Both are closed by the test; closing again is harmless if it failed half-way.
    await app.close().catch(() => {});
    await database.close().catch(() => {});
  });

  it('stops the server, then the job workers, then releases the database, then exits 0; a second signal changes nothing', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    expect((await fetch(`${address}/health`)).status).toBe(200);

    const exit = vi.fn();
    const closeOthers = vi.fn();
    let serverListeningWhenDatabaseClosed: boolean | undefined;
    const steps: string[] = [];
    const shutdown = createShutdown({
      app,
      stopJobs: async () => {
        steps.push(app.server.listening ? 'jobs stopped while serving' : 'jobs stopped');
        await sql`select 1`.execute(database.db);
      },
      closeDatabase: async () => {
        serverListeningWhenDatabaseClosed = app.server.listening;
        steps.push('database closed');
        await database.close();
      },
      closeOthers,
      exit,
    });

    await Promise.all([shutdown('SIGTERM'), shutdown('SIGINT')]);
    expect(exit.mock.calls).toEqual([[0]]);
    expect(closeOthers).toHaveBeenCalledOnce();
    expect(serverListeningWhenDatabaseClosed).toBe(false);
    expect(steps).toEqual(['jobs stopped', 'database closed']);
    expect(app.server.listening).toBe(false);
    await expect(fetch(`${address}/health`)).rejects.toThrow();
    await expect(sql`select 1`.execute(database.db)).rejects.toThrow();
  });
});

describe('graceful shutdown that hangs', () => {
  it('exits 1 once the timeout passes', async () => {
    const app = Fastify({ logger: false });
    let release = () => {};
    app.addHook('onClose', () => new Promise<void>((resolve) => (release = resolve)));
    await app.ready();
    const exit = vi.fn();
    const closeDatabase = vi.fn(async () => {});
    void createShutdown({ app, closeDatabase, exit, timeoutMs: 50 })('SIGTERM');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
    expect(closeDatabase).not.toHaveBeenCalled();
    release();
  });
});
