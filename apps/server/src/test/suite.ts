import type { FastifyInstance } from 'fastify';

import type { Db, DatabaseHandle } from '../db';
import { seedDemoData } from '../db/seed';
import { buildTestApp } from './app';
import type { TestDatabase } from './databases';
import { startTestIssuer, type TestIssuer } from './identity';

/** What a suite's tests call: its database, its token issuer and the app over both. */
export interface SeededApp {
  database: DatabaseHandle;
  issuer: TestIssuer;
  app: FastifyInstance;
}

/**
 * The usual server suite: before its tests, a migrated database of `testDatabase` with the demo
 * data (and what `prepare` adds), a test issuer and a silent app over them; all closed after its
 * tests. The fields of the returned object are set once the suite's beforeAll has run: read them
 * inside tests and hooks, not in the describe body.
 */
export function useSeededApp(
  testDatabase: TestDatabase,
  options: { prepare?: (db: Db) => Promise<unknown> } = {},
): SeededApp {
  const suite = {} as SeededApp;
  beforeAll(async () => {
    [suite.database, suite.issuer] = await Promise.all([testDatabase.open(), startTestIssuer()]);
    await seedDemoData(suite.database.db);
    await options.prepare?.(suite.database.db);
    suite.app = await buildTestApp(suite.database, suite.issuer);
  });
  afterAll(async () => {
    await suite.app?.close();
    await Promise.all([suite.database?.close(), suite.issuer?.close()]);
  });
  return suite;
}
