import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { TestProject } from 'vitest/node';

import { createDatabase } from '../db';
import { migrateToLatest } from '../db/migrations';

declare module 'vitest' {
  interface ProvidedContext {
    /** A file holding a migrated, empty PGlite database (`dumpDataDir`): see databases.ts. */
    migratedPglite: string;
  }
}

/**
 * Once per run, before the server's test files: a PGlite database migrated to the latest schema,
 * copied to a file that every PGlite test database starts from (PGlite's initdb and the migrations
 * then run once, not once per suite).
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'lexio-pglite-'));
  const file = path.join(folder, 'migrated.tar');
  const handle = await createDatabase({});
  try {
    await migrateToLatest(handle.db, handle.schema);
    const dump = await handle.dump();
    await writeFile(file, Buffer.from(await dump!.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('migratedPglite', file);
  return () => rm(folder, { recursive: true, force: true });
}
