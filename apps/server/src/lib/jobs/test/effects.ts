import { sql } from 'kysely';

import type { Db } from '../../../db';

/** The job type the killed-worker test runs, in the child process and again in the test. */
export const KILLED_JOB = 'test.killed';

/** Side effects of the test handlers, one row per step: how many times a job really ran. */
export async function createEffectsTable(db: Db): Promise<void> {
  await sql`create table if not exists job_effects (
    job_id text not null,
    attempt integer not null,
    phase text not null,
    at timestamptz not null default clock_timestamp()
  )`.execute(db);
}

export async function recordEffect(
  db: Db,
  jobId: string,
  attempt: number,
  phase: string,
): Promise<void> {
  await sql`insert into job_effects (job_id, attempt, phase) values (${jobId}, ${attempt}, ${phase})`.execute(
    db,
  );
}

export interface Effect {
  attempt: number;
  phase: string;
  at: Date;
}

export async function effectsOf(db: Db, jobId: string): Promise<Effect[]> {
  const { rows } = await sql<Effect>`
    select attempt, phase, at from job_effects where job_id = ${jobId} order by at`.execute(db);
  return rows;
}
