import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createDatabase, type DatabaseHandle } from '../../../db';
import { createJobQueue, type JobInfo } from '../queue';
import { effectsOf, KILLED_JOB, recordEffect, type Effect } from './effects';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(here, '../../../..');

/**
 * The worker process, run as `npm start` runs the server. `started` resolves with the job id once
 * the handler has started (its side effect committed); the process is still running then.
 */
function startWorkerProcess(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--conditions=@lexio/source', '--import', 'tsx', path.join(here, 'killed-worker.fixture.ts')],
    { cwd: serverRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? code)),
  );
  const started = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /STARTED (\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((how) => reject(new Error(`worker exited (${String(how)}): ${output}`)));
  });
  return { child, started, exited };
}

export type KilledWorkerTarget =
  | { engine: 'pglite'; dataDir: string }
  | { engine: 'postgres'; url: string; database: DatabaseHandle };

export interface KilledWorkerResult {
  id: string;
  /** How the worker process ended ('SIGKILL'). */
  exit: NodeJS.Signals | number | null;
  /** From spawning the worker to its handler running. */
  workerStartMs: number;
  /** From the SIGKILL to the job completed in the restarted queue. */
  recoveryMs: number;
  job: JobInfo;
  /** The job's side effects, read a supervise round after it completed. */
  effects: Effect[];
}

/**
 * A worker process takes a job and is SIGKILLed mid-job; then this process opens the same database
 * (on PGlite only once the killed one is gone) and runs the queue until the job completes.
 */
export async function runKilledWorker(target: KilledWorkerTarget): Promise<KilledWorkerResult> {
  const spawnedAt = Date.now();
  const worker = startWorkerProcess(
    target.engine === 'pglite'
      ? { JOBS_TEST_DATA_DIR: target.dataDir }
      : { JOBS_TEST_DATABASE_URL: target.url, JOBS_TEST_SCHEMA: target.database.schema },
  );
  const id = await worker.started;
  const workerStartMs = Date.now() - spawnedAt;
  worker.child.kill('SIGKILL');
  const exit = await worker.exited;
  const killedAt = Date.now();

  const database =
    target.engine === 'pglite'
      ? await createDatabase({ dataDir: target.dataDir })
      : target.database;
  const queue = createJobQueue(database, { pollingIntervalSeconds: 0.5 });
  queue.register<{ step: string }>(
    KILLED_JOB,
    async (job) => {
      await recordEffect(database.db, job.id, job.attempt, 'started');
      await recordEffect(database.db, job.id, job.attempt, 'finished');
      return { indexed: job.data.step };
    },
    { retryLimit: 2, retryDelaySeconds: 1 },
  );
  try {
    await queue.start();
    const deadline = killedAt + 60_000;
    let job = await queue.get(id);
    while (job?.state !== 'completed') {
      if (Date.now() > deadline) throw new Error(`job ${id} is still ${job?.state} a minute after`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = await queue.get(id);
    }
    const recoveryMs = Date.now() - killedAt;
    // Another supervise round and more polls: time for a wrong third run to show.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    return {
      id,
      exit,
      workerStartMs,
      recoveryMs,
      job: (await queue.get(id))!,
      effects: await effectsOf(database.db, id),
    };
  } finally {
    await queue.stop();
    if (target.engine === 'pglite') await database.close();
  }
}
