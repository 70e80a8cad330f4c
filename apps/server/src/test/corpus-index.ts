import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';

import type { DatabaseHandle } from '../db';
import type { LawsTables } from '../modules/laws/tables';
import { CorpusIndex } from '../modules/assistant/retrieval';
import { importTestCorpus } from '../modules/assistant/testing';
import type { TestDatabase } from './databases';

/** A suite's laws database and its retrieval index, set up once before its tests. */
export interface IndexedCorpus {
  db: Kysely<LawsTables>;
  index: CorpusIndex;
}

/**
 * Opens a database for the suite, imports a corpus into it (the test corpus unless told otherwise),
 * loads its index, and closes the database after the suite. Read the fields inside tests.
 */
export function useIndexedCorpus(
  open: TestDatabase['open'],
  load: (db: Kysely<LawsTables>) => Promise<unknown> = importTestCorpus,
): IndexedCorpus {
  let handle: DatabaseHandle | undefined;
  const corpus = {} as IndexedCorpus;
  beforeAll(async () => {
    handle = await open();
    corpus.db = handle.db;
    await load(handle.db);
    corpus.index = await CorpusIndex.load(handle.db);
  }, 180_000);
  afterAll(async () => {
    await handle?.close();
  });
  return corpus;
}
