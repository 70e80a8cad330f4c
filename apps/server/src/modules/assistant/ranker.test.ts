import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useIndexedCorpus } from '../../test/corpus-index';
import { testDatabases } from '../../test/databases';
import { MainThreadRanker, WorkerRanker } from './ranker';

const QUESTIONS = [
  {
    lang: 'it' as const,
    question:
      "Entro quanto tempo il titolare deve notificare una violazione dei dati personali all'autorità di controllo?",
  },
  { lang: 'en' as const, question: 'What are the penalties for theft?' },
  {
    lang: 'fr' as const,
    question: "Quelles sont les obligations du fournisseur d'un système d'IA ?",
  },
];

describe.each(testDatabases)('ranking in a thread of its own, on $name', ({ open }) => {
  const corpus = useIndexedCorpus(open);
  // One thread for the suite: each starts its own TypeScript runtime and loads the index.
  let worker: WorkerRanker;
  beforeAll(() => {
    worker = new WorkerRanker(corpus.db);
  });
  afterAll(async () => {
    await worker.close();
  });

  it('ranks as the server thread does, through the server thread database', async () => {
    const main = new MainThreadRanker(corpus.db);
    for (const q of QUESTIONS) {
      const [inWorker, inMain] = await Promise.all([worker.rank(q), main.rank(q)]);
      expect(inWorker.passages.length).toBeGreaterThan(0);
      expect(inWorker.version).toBe(corpus.index.version);
      expect(inWorker).toEqual(inMain);
    }
    // The first question quotes GDPR art. 33 and its 72 hours.
    const breach = await worker.rank(QUESTIONS[0]!);
    expect(breach.passages.map((p) => `${p.documentId}#${p.article}`)).toContain(
      'eu/reg/2016/679#art-33',
    );
    expect(breach.covered).toBe(true);
  });

  it('answers questions asked at once, each with its own passages', async () => {
    const ranked = await Promise.all(QUESTIONS.map((q) => worker.rank({ ...q, limit: 3 })));
    const alone = [];
    for (const q of QUESTIONS) alone.push(await worker.rank({ ...q, limit: 3 }));
    expect(ranked).toEqual(alone);
    for (const r of ranked) expect(r.passages.length).toBe(3);
    expect(ranked[0]!.passages[0]!.documentId).not.toBe(ranked[1]!.passages[0]!.documentId);
  });

  it('tells the server thread which words the corpus knows', async () => {
    const vocabulary = await worker.vocabulary();
    const words = corpus.index;
    for (const [lang, lexeme] of [
      ['it', 'titolar'],
      ['en', 'theft'],
      ['fr', 'fournisseur'],
      ['it', 'zzzz'],
    ] as const) {
      expect(vocabulary.knows(lang, lexeme)).toBe(words.knows(lang, lexeme));
      expect(vocabulary.isQuestionWord(lang, lexeme)).toBe(words.isQuestionWord(lang, lexeme));
    }
    expect(vocabulary.knows('en', 'theft')).toBe(true);
  });

  it('marks when the ranking began and ended, in the server thread clock', async () => {
    const marks: Array<[string, number]> = [];
    const before = performance.now();
    await worker.rank(QUESTIONS[1]!, (phase, at) => marks.push([phase, at ?? NaN]));
    const after = performance.now();
    expect(marks.map(([phase]) => phase)).toEqual(['ranking', 'ranked']);
    const [[, began], [, ended]] = marks as [[string, number], [string, number]];
    expect(began).toBeGreaterThanOrEqual(before - 1);
    expect(ended).toBeGreaterThanOrEqual(began);
    expect(ended).toBeLessThanOrEqual(after + 1);
  });

  it('fails the questions of a thread that stops, and starts another for the next', async () => {
    const crashing = new WorkerRanker(corpus.db);
    try {
      await crashing.rank(QUESTIONS[1]!);
      const pending = crashing.rank(QUESTIONS[2]!);
      await crashing['worker']!.terminate();
      await expect(pending).rejects.toThrow(/ranking thread stopped/);
      expect(await crashing.rank(QUESTIONS[2]!)).toEqual(await worker.rank(QUESTIONS[2]!));
    } finally {
      await crashing.close();
    }
  });

  it('refuses questions once closed, and closing twice is harmless', async () => {
    const closing = new WorkerRanker(corpus.db);
    await closing.close();
    await closing.close();
    await expect(closing.rank(QUESTIONS[1]!)).rejects.toThrow(/closed/);
  });
});
