/**
 * Where questions are ranked. By default in a worker thread of its own (ranker.worker.ts), which
 * holds the corpus index: the ranking is the costliest step of a question, and on the server's
 * thread twenty questions asked at once queued behind each other's rankings and the other
 * questions' I/O. The worker reads the database through the main thread (worker-db.ts), so it
 * works the same on PostgreSQL and on PGlite. `ASSISTANT_RANKING_THREAD=main` ranks on the
 * server's thread instead, one question per turn of the event loop.
 */
import { performance } from 'node:perf_hooks';
import { MessageChannel, Worker } from 'node:worker_threads';

import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

import type { LawsTables } from '../laws/tables';
import type { CorpusVocabulary } from '../library/grounding';
import type { PhaseTrace } from './phases';
import {
  CorpusIndexCache,
  type Lang,
  LANGS,
  type Retrieval,
  type RetrieveOptions,
  retrievePassages,
} from './retrieval';
import { TurnQueue } from './runs';
import { serveQueries } from './worker-db';

/** A question's retrieval and the corpus version it was ranked on. */
export interface Ranked extends Retrieval {
  version: string;
}

export interface Ranker {
  /** The question's passages; `trace` gets the ranking's start and end. */
  rank(options: RetrieveOptions, trace?: PhaseTrace): Promise<Ranked>;
  /** What the corpus knows of words (a workspace's own retrieval expands its questions with it). */
  vocabulary(): Promise<CorpusVocabulary>;
  /** Starts loading the index without waiting. */
  warm(): void;
  close(): Promise<void>;
}

/** The words each language's corpus holds, and its question words: a CorpusVocabulary's data. */
export interface VocabularyLists {
  known: Record<Lang, string[]>;
  questionWords: Record<Lang, string[]>;
}

export function vocabularyOf(lists: VocabularyLists): CorpusVocabulary {
  const known = new Map(LANGS.map((l) => [l, new Set(lists.known[l])]));
  const questionWords = new Map(LANGS.map((l) => [l, new Set(lists.questionWords[l])]));
  return {
    knows: (lang, lexeme) => known.get(lang)!.has(lexeme),
    isQuestionWord: (lang, lexeme) => questionWords.get(lang)!.has(lexeme),
  };
}

/** Ranks on the server's thread, one question per turn of the event loop (runs.ts). */
export class MainThreadRanker implements Ranker {
  private readonly corpus: CorpusIndexCache;
  private readonly turns = new TurnQueue();

  constructor(private readonly db: Kysely<LawsTables>) {
    this.corpus = new CorpusIndexCache(db);
  }

  async rank(options: RetrieveOptions, trace?: PhaseTrace): Promise<Ranked> {
    const index = await this.corpus.get();
    return this.turns.run(async () => {
      trace?.('ranking');
      const found = await retrievePassages(this.db, index, options);
      trace?.('ranked');
      return { ...found, version: index.version };
    });
  }

  async vocabulary(): Promise<CorpusVocabulary> {
    return this.corpus.get();
  }

  warm(): void {
    this.corpus.warm();
  }

  async close(): Promise<void> {}
}

/** Messages to the worker. */
export type RankerRequest =
  | { id: number; type: 'rank'; options: RetrieveOptions; timed: boolean }
  | { id: number; type: 'vocabulary' }
  | { type: 'warm' };

/** Messages from the worker; `started`/`ended` are epoch milliseconds, when asked for. */
export type RankerReply =
  | { id: number; ranked: Ranked; started?: number; ended?: number }
  | { id: number; vocabulary: VocabularyLists; version: string }
  | { id: number; error: string };

/**
 * Ranks in a worker thread that holds the corpus index (ranker.worker.ts). A thread that stops
 * (a crash, memory) fails the questions it was ranking, and the next question starts another.
 */
export class WorkerRanker implements Ranker {
  private worker: Worker | undefined;
  private next = 1;
  private readonly waiting = new Map<
    number,
    { resolve: (reply: RankerReply) => void; reject: (error: Error) => void }
  >();
  private words: { version: string; vocabulary: Promise<CorpusVocabulary> } | undefined;
  private closed = false;

  constructor(
    private readonly db: Kysely<LawsTables>,
    private readonly log?: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  private thread(): Worker {
    if (this.worker) return this.worker;
    const { port1, port2 } = new MessageChannel();
    serveQueries(port1, this.db as Kysely<unknown>);
    // The worker runs the TypeScript sources as the server does (tsx), wherever it starts from.
    const worker = new Worker(new URL('./ranker.worker.ts', import.meta.url), {
      execArgv: ['--conditions=@lexio/source', '--import', 'tsx'],
      workerData: { queries: port2 },
      transferList: [port2],
    });
    worker.on('message', (reply: RankerReply) => {
      const call = this.waiting.get(reply.id);
      if (!call) return;
      this.waiting.delete(reply.id);
      if (this.waiting.size === 0) worker.unref();
      if ('error' in reply) call.reject(new Error(reply.error));
      else call.resolve(reply);
    });
    worker.on('error', (error) => this.log?.error({ err: error }, 'ranking thread failed'));
    worker.on('exit', (code) => {
      port1.close();
      if (this.worker === worker) this.worker = undefined;
      const error = new Error(`The ranking thread stopped (exit code ${code})`);
      for (const call of this.waiting.values()) call.reject(error);
      this.waiting.clear();
      this.words = undefined;
    });
    // The thread keeps the process alive only while it has questions to answer.
    worker.unref();
    port1.unref();
    this.worker = worker;
    return worker;
  }

  private call(request: RankerRequest & { id: number }): Promise<RankerReply> {
    if (this.closed) return Promise.reject(new Error('The ranking thread is closed'));
    return new Promise((resolve, reject) => {
      this.waiting.set(request.id, { resolve, reject });
      const worker = this.thread();
      worker.ref();
      worker.postMessage(request);
    });
  }

  async rank(options: RetrieveOptions, trace?: PhaseTrace): Promise<Ranked> {
    const reply = await this.call({ id: this.next++, type: 'rank', options, timed: !!trace });
    if (!('ranked' in reply)) throw new Error('Unexpected reply from the ranking thread');
    if (trace && reply.started !== undefined && reply.ended !== undefined) {
      trace('ranking', reply.started - performance.timeOrigin);
      trace('ranked', reply.ended - performance.timeOrigin);
    }
    // A new corpus version: the vocabulary is asked for again.
    if (this.words?.version && this.words.version !== reply.ranked.version) this.words = undefined;
    return reply.ranked;
  }

  vocabulary(): Promise<CorpusVocabulary> {
    if (!this.words) {
      const vocabulary = this.call({ id: this.next++, type: 'vocabulary' }).then((reply) => {
        if (!('vocabulary' in reply)) throw new Error('Unexpected reply from the ranking thread');
        if (this.words?.vocabulary === vocabulary) this.words.version = reply.version;
        return vocabularyOf(reply.vocabulary);
      });
      vocabulary.catch(() => {
        if (this.words?.vocabulary === vocabulary) this.words = undefined;
      });
      this.words = { version: '', vocabulary };
    }
    return this.words.vocabulary;
  }

  warm(): void {
    if (!this.closed) this.thread().postMessage({ type: 'warm' } satisfies RankerRequest);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.worker?.terminate();
  }
}
