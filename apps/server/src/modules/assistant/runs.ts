/**
 * Answers being written, held in memory while they run. A run outlives the request that started
 * it: the client may go away and come back (replaying what was produced, then following live).
 * A run lives in the process that started it; the database holds every finished answer, and the
 * running one as saved about a second ago (ProgressSaver).
 */
import type { AssistantCitation, AssistantStreamEvent } from '@lexio/api/contract';

import type { OrganisationId } from '../../lib/tenancy';

export interface RunEvent {
  /** 1, 2, ...: the SSE `id`, so a client can ask for what it has not seen. */
  id: number;
  event: AssistantStreamEvent;
}

type Listener = (event: RunEvent | null) => void;

export class AnswerRun {
  readonly events: RunEvent[] = [];
  /** The answer's markdown so far (what the deltas added up to). */
  content = '';
  finished = false;
  /**
   * A finished answer replayed from the database: its events are numbered afresh, so a client
   * gets all of them whatever `after` it sends (the `thread` event tells it to start over).
   */
  snapshot = false;
  /** Aborted by an explicit stop, not by a client going away. */
  readonly stopController = new AbortController();
  private readonly listeners = new Set<Listener>();
  private resolveDone!: () => void;
  /** Settles once the answer is saved and the run has ended. */
  readonly done = new Promise<void>((resolve) => {
    this.resolveDone = resolve;
  });

  constructor(
    readonly threadId: string,
    readonly messageId: string,
    readonly organisationId: OrganisationId,
    readonly userId: string,
  ) {}

  push(event: AssistantStreamEvent): void {
    if (this.finished) return;
    if (event.type === 'delta') this.content += event.text;
    const entry = { id: this.events.length + 1, event };
    this.events.push(entry);
    for (const listener of this.listeners) listener(entry);
  }

  finish(): void {
    if (this.finished) return;
    this.finished = true;
    for (const listener of this.listeners) listener(null);
    this.listeners.clear();
    this.resolveDone();
  }

  /**
   * Replays the events after `afterId`, then follows live; `null` marks the end. Returns the
   * unsubscribe function (a client going away unsubscribes; the run goes on).
   */
  subscribe(afterId: number, listener: Listener): () => void {
    for (const entry of this.events) if (entry.id > afterId) listener(entry);
    if (this.finished) {
      listener(null);
      return () => undefined;
    }
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

export class RunRegistry {
  private readonly byThread = new Map<string, AnswerRun>();
  /** Threads whose next answer is being set up (between the checks and `start`). */
  private readonly reserved = new Set<string>();

  /**
   * Claims a thread for a new answer, synchronously, so two questions sent at once to the same
   * thread cannot both start one. False when an answer runs or is being set up there.
   */
  reserve(threadId: string): boolean {
    if (this.byThread.has(threadId) || this.reserved.has(threadId)) return false;
    this.reserved.add(threadId);
    return true;
  }

  /** Gives back a reservation whose answer never started (the question was refused). */
  release(threadId: string): void {
    this.reserved.delete(threadId);
  }

  start(run: AnswerRun): void {
    this.reserved.delete(run.threadId);
    this.byThread.set(run.threadId, run);
  }

  forThread(threadId: string): AnswerRun | undefined {
    return this.byThread.get(threadId);
  }

  end(run: AnswerRun): void {
    if (this.byThread.get(run.threadId) === run) this.byThread.delete(run.threadId);
    run.finish();
  }

  /** Every run still going (to stop them when the server closes). */
  active(): AnswerRun[] {
    return [...this.byThread.values()];
  }
}

/** How often a running answer's text and citations so far are written to its message row. */
export const PROGRESS_SAVE_INTERVAL_MS = 1000;

/**
 * Saves a running answer as it streams, so a process killed mid-answer loses at most about one
 * interval of it (the restart then keeps the saved part, marked as cut short). One write at a
 * time: a tick that finds the previous write still going, or nothing new, skips.
 */
export class ProgressSaver {
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> | null = null;
  private savedLength = 0;
  private savedCitations = 0;

  constructor(
    private readonly run: AnswerRun,
    private readonly save: (progress: {
      content: string;
      citations: AssistantCitation[];
    }) => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
    intervalMs = PROGRESS_SAVE_INTERVAL_MS,
  ) {
    this.timer = setInterval(() => this.tick(), intervalMs);
    // A pending save never keeps the process alive on its own.
    this.timer.unref();
  }

  private tick(): void {
    if (this.inFlight || this.run.finished) return;
    const content = this.run.content;
    const citations = runCitations(this.run);
    if (content.length === this.savedLength && citations.length === this.savedCitations) return;
    this.inFlight = this.save({ content, citations })
      .then(() => {
        this.savedLength = content.length;
        this.savedCitations = citations.length;
      })
      .catch(this.onError)
      .finally(() => {
        this.inFlight = null;
      });
  }

  /** No more saves; settles once a write still in flight has ended (before the final save). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.inFlight;
  }
}

/** The citations a run has streamed so far, as the API carries them. */
export function runCitations(run: AnswerRun): AssistantCitation[] {
  return run.events.flatMap((e) => {
    if (e.event.type !== 'citation') return [];
    const { type: _type, ...citation } = e.event;
    return [citation];
  });
}

/**
 * Runs CPU-bound jobs (ranking the corpus for a question) one per turn of the event loop, in the
 * order they were queued. Twenty questions arriving together would otherwise rank back to back in
 * one stretch while the replies to their statements wait in the sockets, so every first word came
 * after the last question's ranking; between two jobs the loop now reads those replies and sends
 * the first words of the questions already ranked. A job's own awaits (a stemming read) do not hold
 * the queue: the next job starts on the next turn.
 */
export class TurnQueue {
  private readonly jobs: Array<() => void> = [];
  private scheduled = false;

  run<T>(job: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.jobs.push(() => {
        try {
          job().then(resolve, reject);
        } catch (error) {
          reject(error);
        }
      });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.jobs.length === 0) return;
    this.scheduled = true;
    // An immediate queued while immediates run waits for the next turn, after the loop's I/O.
    setImmediate(() => {
      this.scheduled = false;
      const job = this.jobs.shift();
      this.schedule();
      job?.();
    });
  }
}
