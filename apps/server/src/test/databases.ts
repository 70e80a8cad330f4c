import { readFile } from 'node:fs/promises';

import { inject } from 'vitest';

import { createDatabase, type DatabaseHandle } from '../db';
import { migrateToLatest } from '../db/migrations';
import { openScratchDatabase } from '../db/scratch';

/** The machine's PostgreSQL (trust auth); each test app gets its own schema there. */
export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** A migrated, empty database; close() drops everything it created. */
  open(): Promise<DatabaseHandle>;
}

async function openPostgres(): Promise<DatabaseHandle> {
  const handle = await openScratchDatabase(TEST_DATABASE_URL, 'test');
  await migrateToLatest(handle.db, handle.schema);
  return handle;
}

let migrated: Promise<Blob> | undefined;

/**
 * A migrated PGlite database, started from the copy the server project's global setup made
 * (global-setup.ts, in apps/server/vitest.config.ts), read once per test file.
 */
async function openPglite(): Promise<DatabaseHandle> {
  migrated ??= readFile(inject('migratedPglite')).then((bytes) => new Blob([bytes]));
  return createDatabase({ loadDataDir: await migrated });
}

/** Both engines the server supports: suites run describe.each over them. */
export const testDatabases: TestDatabase[] = [
  { name: 'pglite', open: openPglite },
  { name: 'postgres', open: openPostgres },
];
