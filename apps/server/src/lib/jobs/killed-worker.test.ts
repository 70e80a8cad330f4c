import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { DatabaseHandle } from '../../db';
import { openScratchDatabase } from '../../db/scratch';
import { TEST_DATABASE_URL } from '../../test/databases';
import { runKilledWorker } from './test/killed-worker';

/**
 * A worker process (node with tsx, as the server runs) takes a job and is SIGKILLed mid-job; the
 * next process on the same database finishes the job exactly once. On PGlite the data folder is on
 * disk and opens again only once the killed process is gone.
 */
describe.each(['pglite', 'postgres'] as const)('a worker killed mid-job on %s', (engine) => {
  let dataDir: string | undefined;
  let scratch: DatabaseHandle | undefined;

  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    if (scratch) {
      await scratch.pool.query(`drop schema if exists ${scratch.schema}_jobs cascade`);
      await scratch.close();
    }
  });

  test('its job runs again in the next process and completes exactly once', async () => {
    if (engine === 'pglite') dataDir = await mkdtemp(path.join(tmpdir(), 'lexio-jobs-'));
    else scratch = await openScratchDatabase(TEST_DATABASE_URL, 'jobs');

    const result = await runKilledWorker(
      dataDir
        ? { engine: 'pglite', dataDir }
        : { engine: 'postgres', url: TEST_DATABASE_URL, database: scratch! },
    );
    console.info(
      `[jobs] ${engine}: worker took the job ${result.workerStartMs} ms after spawning; ` +
        `the job completed ${result.recoveryMs} ms after SIGKILL`,
    );

    expect(result.exit).toBe('SIGKILL');
    expect(result.job).toMatchObject({
      state: 'completed',
      attempts: 2,
      output: { indexed: 'index the document' },
    });
    // Started by the killed process, then started and finished once by the next one.
    expect(result.effects.map((e) => [e.attempt, e.phase])).toEqual([
      [1, 'started'],
      [2, 'started'],
      [2, 'finished'],
    ]);
  }, 120_000);
});
