import type { DatabaseHandle } from '../../db';
import { testDatabases } from '../../test/databases';
import { createJobQueue, type JobInfo, type JobQueue } from './index';
import { createEffectsTable, effectsOf, recordEffect } from './test/effects';

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const waitForState = (queue: JobQueue, id: string, state: JobInfo['state'], timeoutMs?: number) =>
  waitFor(
    `job ${id} to be ${state}`,
    async () => {
      const job = await queue.get(id);
      return job?.state === state ? job : undefined;
    },
    timeoutMs,
  );

/** pg-boss's own schema on a scratch PostgreSQL database is a sibling schema: drop it too. */
async function dropJobsSchema(database: DatabaseHandle): Promise<void> {
  if (database.engine !== 'postgres') return;
  await database.pool.query(`drop schema if exists ${database.schema}_jobs cascade`);
}

describe.each(testDatabases)('job queue on $name', ({ open }) => {
  let database: DatabaseHandle;
  let queue: JobQueue;

  beforeAll(async () => {
    database = await open();
    await createEffectsTable(database.db);
    queue = createJobQueue(database, { pollingIntervalSeconds: 0.5 });

    queue.register<{ text: string }>('test.echo', async (job) => {
      await recordEffect(database.db, job.id, job.attempt, 'done');
      return { echoed: job.data.text };
    });
    queue.register<{ text: string }>(
      'test.failing',
      async (job) => {
        await recordEffect(database.db, job.id, job.attempt, 'failed');
        throw new Error(`the index is unreachable (attempt ${job.attempt})`);
      },
      { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true },
    );
    queue.register<null>('test.waiting', async (job) => {
      await recordEffect(database.db, job.id, job.attempt, 'started');
      await new Promise<void>((resolve) => {
        job.signal.addEventListener('abort', () => resolve(), { once: true });
        setTimeout(resolve, 20_000).unref();
      });
      await recordEffect(database.db, job.id, job.attempt, job.signal.aborted ? 'aborted' : 'done');
    });
    await queue.start();
  });

  afterAll(async () => {
    await queue?.stop();
    if (database) {
      await dropJobsSchema(database);
      await database.close();
    }
  });

  test('a sent job is handled once and keeps what the handler returned', async () => {
    const id = await queue.send('test.echo', { text: 'hello' });
    expect(id).toEqual(expect.any(String));

    const job = await waitForState(queue, id!, 'completed');
    expect(job).toMatchObject({ name: 'test.echo', attempts: 1, error: undefined });
    expect(job.output).toEqual({ echoed: 'hello' });
    // Two more polling rounds: nobody runs it again.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect((await effectsOf(database.db, id!)).map((e) => e.phase)).toEqual(['done']);
  });

  test('a failing job is retried with a growing delay, then dead-lettered with its error', async () => {
    const id = (await queue.send('test.failing', { text: 'x' }))!;

    const job = await waitForState(queue, id, 'failed', 30_000);
    expect(job.attempts).toBe(3);
    expect(job.retryLimit).toBe(2);
    expect(job.error?.message).toBe('the index is unreachable (attempt 3)');
    expect(job.error?.stack).toContain('queue.test.ts');

    const effects = await effectsOf(database.db, id);
    expect(effects.map((e) => e.attempt)).toEqual([1, 2, 3]);
    const gaps = effects.slice(1).map((e, i) => e.at.getTime() - effects[i]!.at.getTime());
    // retryDelaySeconds 1 with backoff: about 1-2 s, then 2-4 s (jitter), plus polling.
    expect(gaps[0]).toBeGreaterThanOrEqual(900);
    expect(gaps[1]).toBeGreaterThanOrEqual(1_800);

    // A dead-lettered job stays failed until someone retries it, which grants one more attempt.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await queue.get(id))?.state).toBe('failed');
    expect(await effectsOf(database.db, id)).toHaveLength(3);
    expect(await queue.retry(id)).toBe(true);
    await waitFor(
      'the fourth attempt',
      async () => (await effectsOf(database.db, id)).length === 4,
    );
    const again = await waitForState(queue, id, 'failed');
    expect(again.error?.message).toBe('the index is unreachable (attempt 4)');
  });

  test('cancel aborts a running handler and the job stays cancelled', async () => {
    const id = (await queue.send('test.waiting', null))!;
    await waitFor('the handler to start', async () =>
      (await effectsOf(database.db, id)).some((e) => e.phase === 'started'),
    );

    expect(await queue.cancel(id)).toBe(true);
    const effects = await waitFor('the handler to end', async () => {
      const all = await effectsOf(database.db, id);
      return all.length === 2 ? all : undefined;
    });
    expect(effects.map((e) => e.phase)).toEqual(['started', 'aborted']);
    expect(effects[1]!.at.getTime() - effects[0]!.at.getTime()).toBeLessThan(5_000);
    expect((await queue.get(id))?.state).toBe('cancelled');
    expect(await queue.cancel(id)).toBe(false);

    // A cancelled job can be run again.
    expect(await queue.retry(id)).toBe(true);
    await waitFor('the handler to start again', async () =>
      (await effectsOf(database.db, id)).some((e) => e.attempt === 2 && e.phase === 'started'),
    );
    expect(await queue.cancel(id)).toBe(true);
    await waitFor('the handler to end again', async () =>
      (await effectsOf(database.db, id)).some((e) => e.attempt === 2 && e.phase === 'aborted'),
    );
  });

  test('a cancel from another instance reaches the running handler at its next heartbeat', async () => {
    // The handler runs in `queue`; another instance (an API process, with no job types of its
    // own, so it runs no handler) cancels the job.
    const other = createJobQueue(database);
    await other.start();
    const id = (await queue.send('test.waiting', null))!;
    await waitFor('the handler to start', async () =>
      (await effectsOf(database.db, id)).some((e) => e.phase === 'started'),
    );
    try {
      expect(await other.cancel(id)).toBe(true);
    } finally {
      await other.stop();
    }
    const effects = await waitFor(
      'the handler to see the cancel',
      async () => {
        const all = await effectsOf(database.db, id);
        return all.length === 2 ? all : undefined;
      },
      10_000,
    );
    expect(effects.map((e) => e.phase)).toEqual(['started', 'aborted']);
    // The heartbeat refreshes every heartbeatSeconds / 5 = 2 s.
    expect(effects[1]!.at.getTime() - effects[0]!.at.getTime()).toBeLessThan(6_000);
    expect((await queue.get(id))?.state).toBe('cancelled');
  });

  test('a job sent inside a transaction exists only if the transaction commits', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await queue.send('test.echo', { text: 'rolled back' }, { transaction: trx });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const committed = await database.db
      .transaction()
      .execute((trx) => queue.send('test.echo', { text: 'committed' }, { transaction: trx }));

    expect((await waitForState(queue, committed!, 'completed')).output).toEqual({
      echoed: 'committed',
    });
    const { rows } = await database.pool.query<{ count: number }>(
      `select count(*) as count from ${database.engine === 'postgres' ? `${database.schema}_jobs` : 'pgboss'}.job where data->>'text' = 'rolled back'`,
    );
    expect(rows[0]!.count).toBe(0);
  });

  test('stop waits for a running handler, and one that outlasts the limit is aborted and runs again later', async () => {
    // A second instance (another process, in production) with a job type of its own.
    const stopping = createJobQueue(database, {
      pollingIntervalSeconds: 0.5,
      stopTimeoutMs: 1_000,
    });
    stopping.register<{ ms: number }>('test.stopping', async (job) => {
      await recordEffect(database.db, job.id, job.attempt, 'started');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, job.data.ms);
        job.signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), {
          once: true,
        });
      });
      await recordEffect(database.db, job.id, job.attempt, job.signal.aborted ? 'aborted' : 'done');
    });
    const started = (id: string) =>
      waitFor('the handler to start', async () =>
        (await effectsOf(database.db, id)).some((e) => e.phase === 'started'),
      );

    await stopping.start();
    const quick = (await stopping.send('test.stopping', { ms: 500 }))!;
    await started(quick);
    await stopping.stop();
    expect((await effectsOf(database.db, quick)).map((e) => e.phase)).toEqual(['started', 'done']);
    expect((await queue.get(quick))?.state).toBe('completed');

    await stopping.start();
    const slow = (await stopping.send('test.stopping', { ms: 15_000 }))!;
    await started(slow);
    const stopStarted = Date.now();
    await stopping.stop();
    expect(Date.now() - stopStarted).toBeLessThan(5_000);
    await waitFor('the handler to see the abort', async () =>
      (await effectsOf(database.db, slow)).some((e) => e.phase === 'aborted'),
    );
    const job = await queue.get(slow);
    expect(job?.state).toBe('retry');
    expect(job?.attempts).toBe(1);
  });

  test('get and cancel answer for an unknown id; send refuses an unknown job type', async () => {
    expect(await queue.get('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(await queue.cancel('00000000-0000-4000-8000-000000000000')).toBe(false);
    await expect(queue.send('test.unknown', {})).rejects.toThrow('No job type test.unknown');
  });
});
