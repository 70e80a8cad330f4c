import { mkdir } from 'node:fs/promises';

import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

import type { Database } from './database';

export type { Database } from './database';
export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** A postgres:// URL; unset uses an embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite's data folder; unset keeps PGlite in memory. */
  dataDir?: string | undefined;
  /** Run every query in this schema (tests isolate themselves this way on a shared server). */
  schema?: string;
  /**
   * PGlite only: start from this copy of another PGlite database (its `dumpDataDir`), not from an
   * empty one. Loading a copy skips PGlite's initdb (about 1.3 s against 3 s on the 2-core
   * machines): the server's tests start each database from one migrated copy.
   */
  loadDataDir?: Blob;
}

export interface DatabaseHandle {
  db: Db;
  /** 'pglite' or 'postgres': which engine answered. */
  engine: 'pglite' | 'postgres';
  /** The schema every query runs in ('public' unless DatabaseOptions.schema says otherwise). */
  schema: string;
  /** The node-postgres pool under `db` (one connection on PGlite); the job queue runs through it. */
  pool: pg.Pool;
  /** PGlite only: a copy of the whole database, for `loadDataDir` (null on PostgreSQL). */
  dump(): Promise<Blob | null>;
  close(): Promise<void>;
}

// int8 (count(*), bigserial) as JS numbers: the counts here stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Opens the database: PostgreSQL when a URL is given, else PGlite (a pool of one connection). */
export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const searchPath = options.schema ? `-c search_path=${options.schema}` : undefined;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(searchPath ? { options: searchPath } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      engine: 'postgres',
      schema: options.schema ?? 'public',
      pool,
      dump: () => Promise.resolve(null),
      close: () => db.destroy(),
    };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  if (options.schema) {
    await pglite.exec(
      `create schema if not exists "${options.schema}"; set search_path to "${options.schema}"`,
    );
  }
  // PGlite is single-connection: one pooled client, queries and transactions queue behind it.
  const pool = new pg.Pool({ ...(createPgConfig(pglite) as unknown as pg.PoolConfig), max: 1 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: 'pglite',
    schema: options.schema ?? 'public',
    pool,
    dump: () => pglite.dumpDataDir('none'),
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
