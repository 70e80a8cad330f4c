import {
  fromKysely,
  PgBoss,
  type CommandResponse,
  type Db as IDatabase,
  type Job,
  type KyselyTransactionLike,
  type SendOptions,
} from 'pg-boss';
import type pg from 'pg';

import type { DatabaseHandle } from '../../db';

/**
 * Durable background jobs on pg-boss, in the app's own database (PGlite or PostgreSQL).
 *
 * A module registers a handler per job type when the app is built, and sends jobs from its services.
 * Jobs survive restarts: a job whose process died (SIGKILL, a crash, a lost machine) stops
 * heartbeating, the supervisor of any running instance fails that attempt after `heartbeatSeconds`
 * and the job runs again (it counts as an attempt). A failing handler is retried with exponential
 * backoff; when its attempts are spent the job stays in state 'failed' with the error kept (the
 * dead-letter state, readable with get()). A handler must therefore be idempotent: it can run more
 * than once for one job (after a killed process, a lost heartbeat or a timeout), never zero times.
 */

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** What a handler receives for one job. */
export interface JobRun<T> {
  id: string;
  name: string;
  data: T;
  /** 1 for the first run, 2 for the first retry (or the run after a killed process), and so on. */
  attempt: number;
  /**
   * Aborted when the job is cancelled, when its claim is lost (another instance failed it after a
   * missed heartbeat, or it outran `timeoutSeconds`) and when a stopping queue gives up waiting.
   * Long handlers check it between steps and pass it to fetch and the like.
   */
  signal: AbortSignal;
}

export type JobHandler<T> = (job: JobRun<T>) => Promise<unknown>;

/** How a job type is retried and supervised; every job sent to it carries these. */
export interface JobTypeOptions {
  /** Retries after the first attempt before the job is dead-lettered ('failed'). Default 3. */
  retryLimit?: number;
  /** Seconds before the first retry. Default 5. */
  retryDelaySeconds?: number;
  /** Double the delay at each retry (with jitter). Default true. */
  retryBackoff?: boolean;
  /** Upper bound of the backed-off delay, in seconds. Default 600. */
  retryDelayMaxSeconds?: number;
  /** An attempt running longer than this is failed (and retried) and its signal aborted. Default 900. */
  timeoutSeconds?: number;
  /**
   * A running job refreshes its heartbeat every `heartbeatSeconds / 5`; one not refreshed for
   * `heartbeatSeconds` (its process died) is failed and retried. At least 10 (pg-boss's minimum).
   * Default 10.
   */
  heartbeatSeconds?: number;
  /** Jobs of this type run at once in this process. Default 1. */
  concurrency?: number;
}

export interface SendJobOptions {
  /** Run no earlier than this (a Date, or seconds from now). */
  startAfter?: Date | number;
  /** At most one queued or running job with this key: a second send returns null. */
  singletonKey?: string;
  /** Higher runs first. Default 0. */
  priority?: number;
  /**
   * Enqueue inside this Kysely transaction: the job exists only if it commits. On PGlite (one
   * connection) a send from inside a transaction must pass it, or it waits for itself.
   */
  transaction?: KyselyTransactionLike;
}

export interface JobInfo {
  id: string;
  name: string;
  state: JobState;
  data: unknown;
  /** Attempts started so far (a job still waiting for its first run has 0). */
  attempts: number;
  retryLimit: number;
  /** The last failure ('retry' and 'failed'), as the handler threw it. */
  error: { name?: string; message: string; stack?: string } | undefined;
  /** What the handler returned ('completed'). */
  output: unknown;
  createdOn: Date;
  startedOn: Date | undefined;
  completedOn: Date | undefined;
}

export interface JobLog {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface JobQueueOptions {
  /** pg-boss's schema. Default 'pgboss', or `<schema>_jobs` for a database in another schema (tests). */
  schema?: string;
  /** How often the supervisor looks for jobs whose heartbeat or time ran out. Default 5 s. */
  superviseIntervalSeconds?: number;
  /** How often an idle worker looks for new jobs. Default 1 s. */
  pollingIntervalSeconds?: number;
  /** stop() waits this long for running handlers, then fails them (they run again) and aborts them. */
  stopTimeoutMs?: number;
}

export interface JobQueue {
  /** Declares a job type and its handler. Before start(), or after (it then starts working at once). */
  register<T>(name: string, handler: JobHandler<T>, options?: JobTypeOptions): void;
  /** Enqueues a job of a registered type; the id, or null when a singletonKey job already exists. */
  send<T>(name: string, data: T, options?: SendJobOptions): Promise<string | null>;
  /** Cancels a queued or running job (a running handler sees signal.aborted); false if already done. */
  cancel(id: string): Promise<boolean>;
  /**
   * Runs a failed job (dead-lettered: one more attempt, once its cause is fixed) or a cancelled one
   * again; false for a job in another state.
   */
  retry(id: string): Promise<boolean>;
  get(id: string): Promise<JobInfo | undefined>;
  /** Installs or migrates the queue's tables and starts the workers of the registered types. */
  start(options?: { log?: JobLog }): Promise<void>;
  /** Takes no new jobs, waits up to stopTimeoutMs for running ones. The database stays open. */
  stop(): Promise<void>;
}

const DEFAULTS: Required<JobTypeOptions> = {
  retryLimit: 3,
  retryDelaySeconds: 5,
  retryBackoff: true,
  retryDelayMaxSeconds: 600,
  timeoutSeconds: 900,
  heartbeatSeconds: 10,
  concurrency: 1,
};

/**
 * pg-boss over the app's node-postgres pool. On PGlite the pool has one connection, shared with
 * Kysely: going through it (rather than through the PGlite instance) keeps the queue's statements
 * out of a transaction the app has open on that connection.
 */
function poolDatabase(pool: pg.Pool): IDatabase {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const client = await pool.connect();
      try {
        // Without values node-postgres uses the simple protocol: pg-boss's multi-statement blocks
        // (BEGIN ... COMMIT) come back as an array of results, which pg-boss unwraps itself.
        return (await client.query(text, values)) as unknown as { rows: unknown[] };
      } catch (error) {
        // A failed statement inside such a block leaves the connection in an aborted transaction.
        if (!values?.length) await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

/** pg-boss 12.38 declares CommandResponse empty; at run time it carries the count. */
const affected = (response: CommandResponse): number =>
  (response as { affected?: number }).affected ?? 0;

function toJobTypeSettings(options: Required<JobTypeOptions>) {
  return {
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: options.retryBackoff,
    retryDelayMax: options.retryDelayMaxSeconds,
    expireInSeconds: options.timeoutSeconds,
    heartbeatSeconds: options.heartbeatSeconds,
  };
}

function asError(output: unknown): JobInfo['error'] {
  if (!output || typeof output !== 'object') return undefined;
  const { name, message, stack } = output as Record<string, unknown>;
  if (typeof message !== 'string') return undefined;
  return {
    message,
    ...(typeof name === 'string' ? { name } : {}),
    ...(typeof stack === 'string' ? { stack } : {}),
  };
}

interface JobType {
  handler: JobHandler<unknown>;
  options: Required<JobTypeOptions>;
  working: boolean;
}

export function createJobQueue(database: DatabaseHandle, options: JobQueueOptions = {}): JobQueue {
  const schema =
    options.schema ?? (database.schema === 'public' ? 'pgboss' : `${database.schema}_jobs`);
  const superviseIntervalSeconds = options.superviseIntervalSeconds ?? 5;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
  const stopTimeoutMs = options.stopTimeoutMs ?? 5_000;
  const db = poolDatabase(database.pool);

  const types = new Map<string, JobType>();
  /** Handlers running in this process, so cancel() aborts them at once (others see it at their heartbeat). */
  const running = new Map<string, AbortController>();
  let boss: PgBoss | undefined;
  let starting: Promise<void> | undefined;
  let log: JobLog = {
    error: (object, message) => console.error(message, object),
    warn: (object, message) => console.warn(message, object),
  };

  const started = (): PgBoss => {
    if (!boss) throw new Error('The job queue is not started');
    return boss;
  };

  const nameOf = async (id: string): Promise<string | undefined> => {
    started();
    const { rows } = await db.executeSql(`select name from ${schema}.job where id = $1`, [id]);
    return (rows[0] as { name: string } | undefined)?.name;
  };

  const work = async (instance: PgBoss, name: string, type: JobType): Promise<void> => {
    type.working = true;
    const settings = toJobTypeSettings(type.options);
    const existing = await instance.getQueue(name);
    if (existing) {
      const { heartbeatSeconds: _fixed, retryDelayMax: _alsoFixed, ...changeable } = settings;
      await instance.updateQueue(name, changeable);
    } else {
      await instance.createQueue(name, settings);
    }
    await instance.work<unknown>(
      name,
      {
        localConcurrency: type.options.concurrency,
        pollingIntervalSeconds,
        // Frequent enough that a cancel from another process reaches the handler within seconds.
        heartbeatRefreshSeconds: Math.max(1, type.options.heartbeatSeconds / 5),
      },
      async ([job]: Job<unknown>[]) => {
        if (!job) return undefined;
        const local = new AbortController();
        running.set(job.id, local);
        try {
          return await type.handler({
            id: job.id,
            name,
            data: job.data,
            attempt: job.retryCount + 1,
            signal: AbortSignal.any([job.signal, local.signal]),
          });
        } finally {
          running.delete(job.id);
        }
      },
    );
  };

  return {
    register(name, handler, typeOptions = {}) {
      if (types.has(name)) throw new Error(`Job type ${name} is already registered`);
      const type: JobType = {
        handler: handler as JobHandler<unknown>,
        options: { ...DEFAULTS, ...typeOptions },
        working: false,
      };
      if (type.options.heartbeatSeconds < 10) {
        throw new Error(`Job type ${name}: heartbeatSeconds must be at least 10`);
      }
      types.set(name, type);
      if (boss) {
        work(boss, name, type).catch((error: unknown) => {
          type.working = false;
          log.error({ err: error, job: name }, 'job worker did not start');
        });
      }
    },

    async send(name, data, sendOptions = {}) {
      const type = types.get(name);
      if (!type) throw new Error(`No job type ${name} is registered`);
      const jobOptions: SendOptions = {
        ...toJobTypeSettings(type.options),
        ...(sendOptions.startAfter !== undefined ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions.singletonKey !== undefined
          ? { singletonKey: sendOptions.singletonKey }
          : {}),
        ...(sendOptions.priority !== undefined ? { priority: sendOptions.priority } : {}),
        ...(sendOptions.transaction ? { db: fromKysely(sendOptions.transaction) } : {}),
      };
      return started().send(name, (data ?? null) as object | null, jobOptions);
    },

    async cancel(id) {
      const name = await nameOf(id);
      if (!name) return false;
      const result = await started().cancel(name, id);
      running.get(id)?.abort(new Error(`job ${id} was cancelled`));
      return affected(result) > 0;
    },

    async retry(id) {
      const name = await nameOf(id);
      if (!name) return false;
      // pg-boss retries a failed job (granting it one more attempt) and resumes a cancelled one.
      if (affected(await started().retry(name, id)) > 0) return true;
      return affected(await started().resume(name, id)) > 0;
    },

    async get(id) {
      const name = await nameOf(id);
      if (!name) return undefined;
      const [job] = await started().findJobs(name, { id });
      if (!job) return undefined;
      const failing = job.state === 'retry' || job.state === 'failed';
      return {
        id: job.id,
        name,
        state: job.state,
        data: job.data,
        attempts: job.startedOn ? job.retryCount + 1 : job.retryCount,
        retryLimit: job.retryLimit,
        error: failing ? asError(job.output) : undefined,
        output: job.state === 'completed' ? job.output : undefined,
        createdOn: job.createdOn,
        startedOn: job.startedOn ?? undefined,
        completedOn: job.completedOn ?? undefined,
      };
    },

    async start(startOptions = {}) {
      if (boss || starting) return starting;
      if (startOptions.log) log = startOptions.log;
      const instance = new PgBoss({
        db,
        schema,
        backend: database.engine === 'pglite' ? 'pglite' : 'postgres',
        superviseIntervalSeconds,
        monitorIntervalSeconds: superviseIntervalSeconds,
        // Old jobs are deleted on this cadence; an hour is plenty.
        maintenanceIntervalSeconds: 3600,
        registerInstance: false,
        openTelemetry: { enabled: false },
      });
      instance.on('error', (error) => log.error({ err: error }, 'job queue error'));
      instance.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
      starting = (async () => {
        await instance.start();
        boss = instance;
        for (const [name, type] of types) {
          if (!type.working) await work(instance, name, type);
        }
      })();
      try {
        await starting;
      } finally {
        starting = undefined;
      }
    },

    async stop() {
      const instance = boss;
      if (!instance) return;
      await instance.stop({ graceful: true, timeout: stopTimeoutMs, close: false });
      boss = undefined;
      for (const type of types.values()) type.working = false;
    },
  };
}
