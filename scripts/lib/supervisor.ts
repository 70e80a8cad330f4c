// The long-running children of `npm start` (the API server, the web server): when one of them ends
// on its own, the others are stopped and the whole command exits with a message naming the process
// and how it ended, instead of leaving the web app up with no API behind it.
import type { ChildProcess } from 'node:child_process';

/** How a child ended: `exited with code 3`, `was killed by SIGKILL`. */
export function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  if (signal) return `was killed by ${signal}`;
  return `exited with code ${code ?? 'unknown'}`;
}

/**
 * The exit code of the supervisor after a child ended on its own: the child's own code when it has
 * one, else 128 + the signal's number as shells report it (137 for SIGKILL), never 0.
 */
export function exitCodeFor(
  code: number | null,
  signal: NodeJS.Signals | null,
  signalNumbers: Record<string, number> = {},
): number {
  if (code !== null && code !== 0) return code;
  if (signal && signalNumbers[signal] !== undefined) return 128 + signalNumbers[signal];
  return 1;
}

interface Supervised {
  name: string;
  child: ChildProcess;
  /** Settles when the child has ended, however it ended (exit code or signal). */
  ended: Promise<void>;
}

export interface SupervisorOptions {
  /** Where the supervisor's own lines go (stderr in `npm start`). */
  log: (line: string) => void;
  /** Called once when a child ends on its own, after every other child has been stopped. */
  onUnexpectedExit: (exitCode: number, name: string) => void;
  /** How long a child may take to end after SIGTERM before it gets SIGKILL (default 10 s). */
  graceMs?: number;
  /** Signal numbers, for the exit code (os.constants.signals). */
  signalNumbers?: Record<string, number>;
}

/**
 * A child is still running while it has neither an exit code nor a signal: a child killed by a
 * signal keeps `exitCode === null` for good, so `exitCode` alone cannot tell it is gone.
 */
export const isRunning = (child: ChildProcess): boolean =>
  child.exitCode === null && child.signalCode === null;

export class Supervisor {
  private readonly children: Supervised[] = [];
  private stopping: Promise<void> | null = null;

  constructor(private readonly options: SupervisorOptions) {}

  /** Follows a child: if it ends before `stop()`, the others are stopped and `onUnexpectedExit` runs. */
  add(name: string, child: ChildProcess): void {
    let resolveEnded!: () => void;
    // Listened to from the start, so an end that happens while we wait is never missed.
    const ended = new Promise<void>((resolve) => {
      resolveEnded = resolve;
    });
    let reported = false;
    const onEnd = (how: string, exitCode: number) => {
      resolveEnded();
      if (reported || this.stopping) return;
      reported = true;
      this.options.log(`[${name}] ${how}; stopping everything`);
      void this.stop().then(() => this.options.onUnexpectedExit(exitCode, name));
    };
    if (!isRunning(child)) resolveEnded();
    child.once('exit', (code, signal) =>
      onEnd(describeExit(code, signal), exitCodeFor(code, signal, this.options.signalNumbers)),
    );
    // A child that could not be started (a missing command) may report only an error.
    child.once('error', (error) => onEnd(`could not run: ${error.message}`, 1));
    this.children.push({ name, child, ended });
  }

  /** Whether `stop()` has been called (or a child's end started stopping everything). */
  get isStopping(): boolean {
    return this.stopping !== null;
  }

  /**
   * Stops every child still running (SIGTERM, then SIGKILL after the grace period) and settles when
   * all have ended. Safe to call more than once.
   */
  stop(): Promise<void> {
    this.stopping ??= this.stopChildren();
    return this.stopping;
  }

  private async stopChildren(): Promise<void> {
    const graceMs = this.options.graceMs ?? 10_000;
    // The last started first: the web app goes before the API it talks to.
    await Promise.all(
      [...this.children].reverse().map(async ({ name, child, ended }) => {
        if (!isRunning(child)) return;
        child.kill('SIGTERM');
        let timer: NodeJS.Timeout | undefined;
        const timedOut = new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), graceMs);
        });
        const late = await Promise.race([ended.then(() => false), timedOut]);
        clearTimeout(timer);
        if (late && isRunning(child)) {
          this.options.log(`[${name}] did not stop within ${graceMs / 1000} s; killing it`);
          child.kill('SIGKILL');
          await ended;
        }
      }),
    );
  }
}

/**
 * The database the API server will use, for the start banner: the PostgreSQL server and database of
 * `DATABASE_URL` (never its password), or PGlite with its data folder.
 */
export function describeDatabase(databaseUrl: string | undefined, pgliteDir: string): string {
  if (!databaseUrl) return `PGlite, data in ${pgliteDir}`;
  try {
    const url = new URL(databaseUrl);
    const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || '(default database)';
    const user = url.username ? `, user ${decodeURIComponent(url.username)}` : '';
    return `PostgreSQL ${url.host}/${database}${user}`;
  } catch {
    // The server refuses a malformed URL at start and says why; the banner just names the engine.
    return 'PostgreSQL (DATABASE_URL)';
  }
}
