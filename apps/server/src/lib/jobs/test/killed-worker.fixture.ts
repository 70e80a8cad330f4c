/**
 * A worker process for the killed-worker test, run as the server runs:
 * `node --conditions=@lexio/source --import tsx killed-worker.fixture.ts`.
 *
 * It opens the database named by its environment (JOBS_TEST_DATA_DIR: a PGlite data folder;
 * else JOBS_TEST_DATABASE_URL and JOBS_TEST_SCHEMA), sends one `test.killed` job, takes it,
 * records a 'started' side effect, prints `STARTED <id>` and then hangs until the test kills it.
 */
import { createDatabase } from '../../../db';
import { createJobQueue } from '../queue';
import { KILLED_JOB, recordEffect, createEffectsTable } from './effects';

const database = await createDatabase(
  process.env.JOBS_TEST_DATA_DIR
    ? { dataDir: process.env.JOBS_TEST_DATA_DIR }
    : { databaseUrl: process.env.JOBS_TEST_DATABASE_URL, schema: process.env.JOBS_TEST_SCHEMA! },
);
await createEffectsTable(database.db);

const queue = createJobQueue(database, { pollingIntervalSeconds: 0.5 });
queue.register<{ step: string }>(
  KILLED_JOB,
  async (job) => {
    await recordEffect(database.db, job.id, job.attempt, 'started');
    process.stdout.write(`STARTED ${job.id}\n`);
    // Mid-job: the test sends SIGKILL now, so nothing after this line runs.
    await new Promise(() => undefined);
  },
  { retryLimit: 2, retryDelaySeconds: 1 },
);
await queue.start();
await queue.send(KILLED_JOB, { step: 'index the document' });
