/**
 * The ranking thread (ranker.ts's WorkerRanker): holds the corpus index and ranks the questions
 * the server's thread sends, one message at a time. Its database is the main thread's, through a
 * MessagePort (worker-db.ts).
 */
import { performance } from 'node:perf_hooks';
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';

import type { LawsTables } from '../laws/tables';
import type { RankerReply, RankerRequest } from './ranker';
import { CorpusIndexCache, retrievePassages } from './retrieval';
import { portDb } from './worker-db';

const db = portDb<LawsTables>((workerData as { queries: MessagePort }).queries);
const corpus = new CorpusIndexCache(db);
const port = parentPort!;

const reply = (message: RankerReply) => port.postMessage(message);
const now = () => performance.timeOrigin + performance.now();

port.on('message', (request: RankerRequest) => {
  if (request.type === 'warm') {
    corpus.warm();
    return;
  }
  void answer(request).catch((error: unknown) =>
    reply({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  );
});

async function answer(request: Exclude<RankerRequest, { type: 'warm' }>): Promise<void> {
  const index = await corpus.get();
  if (request.type === 'vocabulary') {
    reply({
      id: request.id,
      version: index.version,
      vocabulary: {
        known: {
          it: index.knownLexemes('it'),
          en: index.knownLexemes('en'),
          fr: index.knownLexemes('fr'),
        },
        questionWords: {
          it: index.questionWords('it'),
          en: index.questionWords('en'),
          fr: index.questionWords('fr'),
        },
      },
    });
    return;
  }
  const started = request.timed ? now() : undefined;
  const found = await retrievePassages(db, index, request.options);
  reply({
    id: request.id,
    ranked: { ...found, version: index.version },
    ...(started !== undefined ? { started, ended: now() } : {}),
  });
}
