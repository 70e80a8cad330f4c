import type { healthSchema } from '@lexio/api/contract';
import type { z } from 'zod';

import type { Db } from '../../db';
import { HttpError } from '../../lib/errors';
import * as repo from './repo';

type Health = z.infer<typeof healthSchema>;

/** GET /health: ok when the database answers, else a 503. */
export async function checkHealth(db: Db): Promise<Health> {
  try {
    await repo.ping(db);
  } catch (_error) {
    throw new HttpError(503, 'UNAVAILABLE', 'The database does not answer');
  }
  return { status: 'ok', database: 'ok' };
}
