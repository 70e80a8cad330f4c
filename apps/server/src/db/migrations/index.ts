import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';

import type { Db } from '../index';
import * as m0001 from './0001_platform';
import * as m0002 from './0002_users_referred_by';
import * as m0003 from './0003_user_identities';
import * as m0101 from './0101_laws_corpus';
import * as m0102 from './0102_provision_status';
import * as m0103 from './0103_laws_titles';
import * as m0104 from './0104_laws_plain_language';
import * as m0201 from './0201_assistant';
import * as m0301 from './0301_workspaces';

/**
 * Every migration, in order. Files 00xx_* belong to the platform modules, 01xx_* to the laws
 * service (corpus), 02xx_* to the assistant, 03xx_* to workspaces
 * and the library; add a line here for each new file.
 */
export const migrations: Record<string, Migration> = {
  '0001_platform': m0001,
  '0002_users_referred_by': m0002,
  '0003_user_identities': m0003,
  '0101_laws_corpus': m0101,
  '0102_provision_status': m0102,
  '0103_laws_titles': m0103,
  '0104_laws_plain_language': m0104,
  '0201_assistant': m0201,
  '0301_workspaces': m0301,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the database to the latest migration; throws with the failing migration's error.
 * `schema` names where Kysely keeps its bookkeeping tables: left unqualified, its existence check
 * finds another schema's tables (test schemas side by side on one server) and skips creating its own.
 */
export async function migrateToLatest(db: Db, schema = 'public'): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await migrateOnce(db, schema);
    } catch (error) {
      if (attempt >= SCHEMA_RACE_ATTEMPTS || !isOtherSchemaGone(error, schema)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 50));
    }
  }
}

/**
 * Kysely's migrator first lists every table of the server (its bookkeeping check), and PostgreSQL
 * fails that listing when another schema is dropped meanwhile: the throw-away schemas of tests and
 * benchmarks side by side on one server. Nothing has run by then, so it is tried again.
 */
const SCHEMA_RACE_ATTEMPTS = 10;

function isOtherSchemaGone(error: unknown, schema: string): boolean {
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (cause?.code !== '3F000') return false;
  const gone = /schema "([^"]+)" does not exist/.exec(String((cause as Error).message))?.[1];
  return gone !== undefined && gone !== schema;
}

async function migrateOnce(db: Db, schema: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider,
    migrationTableSchema: schema,
    // Each module numbers its own series, so a new platform migration (0002) can arrive after a
    // database has run the laws and assistant ones (0101, 0201); pending ones still run in name order.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
}
