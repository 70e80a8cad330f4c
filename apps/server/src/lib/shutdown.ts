import type { FastifyInstance } from 'fastify';

export interface ShutdownParts {
  app: FastifyInstance;
  /**
   * Stops the job queue's workers after the server (a request in flight may still send a job) and
   * before the database: running jobs finish, or are failed to run again, within the queue's limit.
   */
  stopJobs?: () => Promise<void>;
  /** Released after the server: requests in flight still use it. */
  closeDatabase: () => Promise<void>;
  /** Other clients to release (the identity provider's SDK client). */
  closeOthers?: () => void;
  /** process.exit in main.ts; tests pass a spy. */
  exit: (code: number) => void;
  /** Exit with 1 when closing takes longer than this (a request that never ends). */
  timeoutMs?: number;
}

/**
 * The SIGINT/SIGTERM handler: stop taking requests and let the ones in flight finish (Fastify's
 * close, which also stops running answers through the modules' onClose hooks), then stop the job
 * workers, then release the database, then exit. A second signal while closing changes nothing.
 */
export function createShutdown({
  app,
  stopJobs,
  closeDatabase,
  closeOthers,
  exit,
  timeoutMs = 10_000,
}: ShutdownParts): (signal: string) => Promise<void> {
  let closing: Promise<void> | null = null;
  return (signal) => {
    closing ??= (async () => {
      app.log.info({ signal }, 'shutting down');
      const timer = setTimeout(() => {
        app.log.error({ timeoutMs }, 'shutdown timed out');
        exit(1);
      }, timeoutMs);
      timer.unref();
      try {
        await app.close();
        await stopJobs?.();
        closeOthers?.();
        await closeDatabase();
        exit(0);
      } catch (error) {
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      } finally {
        clearTimeout(timer);
      }
    })();
    return closing;
  };
}
