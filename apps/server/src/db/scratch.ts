import { randomBytes } from 'node:crypto';

import pg from 'pg';

import { createDatabase, type DatabaseHandle } from './index';

/**
 * A throw-away database on a PostgreSQL server: a fresh schema (`{prefix}_{random}`) that close()
 * drops with everything in it. Tests, the eval and the benchmarks share one server this way.
 */
export async function openScratchDatabase(url: string, prefix: string): Promise<DatabaseHandle> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create schema ${schema}`);
  const handle = await createDatabase({ databaseUrl: url, schema });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await run(`drop schema ${schema} cascade`);
    },
  };
}
