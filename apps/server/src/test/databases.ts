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
 * A migrated PGlite database, started from the copy the run's global setup made (global-setup.ts),
 * read once per test file; migrated here when run without it.
 */
async function openPglite(): Promise<DatabaseHandle> {
  const file = inject('migratedPglite');
  if (!file) {
    const handle = await createDatabase({});
    await migrateToLatest(handle.db, handle.schema);
    return handle;
  }
  migrated ??= readFile(file).then((bytes) => new Blob([bytes]));
  return createDatabase({ loadDataDir: await migrated });
}

/** Both engines the server supports: suites run describe.each over them. */
export const testDatabases: TestDatabase[] = [
  { name: 'pglite', open: openPglite },
  { name: 'postgres', open: openPostgres },
];
