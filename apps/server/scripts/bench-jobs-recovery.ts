/**
 * How long a job whose worker process was SIGKILLed takes to complete in the next process, on PGlite
 * (a data folder on disk) and PostgreSQL (TEST_DATABASE_URL), with the queue's default heartbeat
 * (10 s) and supervise interval (5 s). Each round spawns a worker that takes the job, kills it
 * mid-job, opens the same database here and waits for the job to complete.
 *
 *   node --conditions=@lexio/source --import tsx apps/server/scripts/bench-jobs-recovery.ts [rounds]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { openScratchDatabase } from '../src/db/scratch';
import { runKilledWorker, type KilledWorkerResult } from '../src/lib/jobs/test/killed-worker';
import { TEST_DATABASE_URL } from '../src/test/databases';

const rounds = Number(process.argv[2] ?? 3);

async function round(engine: 'pglite' | 'postgres'): Promise<KilledWorkerResult> {
  if (engine === 'pglite') {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lexio-jobs-bench-'));
    try {
      return await runKilledWorker({ engine, dataDir });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const database = await openScratchDatabase(TEST_DATABASE_URL, 'jobs_bench');
  try {
    return await runKilledWorker({ engine, url: TEST_DATABASE_URL, database });
  } finally {
    await database.pool.query(`drop schema if exists ${database.schema}_jobs cascade`);
    await database.close();
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

console.log(`node ${process.version}, ${rounds} rounds per database`);
for (const engine of ['pglite', 'postgres'] as const) {
  const recoveries: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const result = await round(engine);
    const ranOnce =
      result.job.state === 'completed' &&
      result.effects.filter((e) => e.phase === 'finished').length === 1;
    if (!ranOnce) throw new Error(`${engine}: job ${result.id} did not complete exactly once`);
    recoveries.push(result.recoveryMs);
    console.log(
      `${engine} round ${i + 1}: worker took the job ${seconds(result.workerStartMs)} s after ` +
        `spawning; completed ${seconds(result.recoveryMs)} s after SIGKILL (attempt ${result.job.attempts})`,
    );
  }
  recoveries.sort((a, b) => a - b);
  console.log(
    `${engine}: recovery min ${seconds(recoveries[0]!)} s, median ` +
      `${seconds(recoveries[Math.floor(recoveries.length / 2)]!)} s, max ${seconds(recoveries.at(-1)!)} s`,
  );
}
