import { sql } from 'kysely';

import type { Db } from '../../db';

/** One round trip to the database. */
export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
