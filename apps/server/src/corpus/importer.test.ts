import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../db';
import type { LawsTables } from '../modules/laws/tables';
import { testDatabases } from '../test/databases';
import { importCorpus, type ImportResult } from './importer';

// The whole corpus, once per engine: the counts are the point here.
describe.each(testDatabases)('corpus import on $name', ({ name, open }) => {
  let handle: DatabaseHandle;
  let db: Kysely<LawsTables>;
  let first: ImportResult;

  beforeAll(async () => {
    handle = await open();
    db = handle.db;
    first = await importCorpus(db);
    console.info(`[corpus import] ${name}: ${Math.round(first.durationMs)} ms`, first.counts);
  }, 300_000); // the whole corpus on PGlite takes minutes on a shared, loaded machine
  afterAll(async () => handle?.close());

  const count = async (
    table: 'laws_units' | 'laws_paragraphs',
    where: Record<string, string>,
    numbered = false,
  ) => {
    let q = db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
    for (const [k, v] of Object.entries(where)) q = q.where(k as never, '=', v as never);
    if (numbered) q = q.where('number' as never, 'is not', null as never);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };

  it('stores the GDPR with 99 articles, 173 recitals and 372 paragraphs in each language', async () => {
    for (const lang of ['it', 'en', 'fr']) {
      expect(
        await count('laws_units', { document_id: 'eu/reg/2016/679', lang, kind: 'article' }),
      ).toBe(99);
      expect(
        await count('laws_units', { document_id: 'eu/reg/2016/679', lang, kind: 'recital' }),
      ).toBe(173);
      const paragraphs = await db
        .selectFrom('laws_paragraphs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('document_id', '=', 'eu/reg/2016/679')
        .where('lang', '=', lang)
        .where('anchor', 'is not', null)
        .executeTakeFirstOrThrow();
      expect(Number(paragraphs.n)).toBe(372);
    }
  });

  it('stores the Costituzione, the Codice civile and every decision', async () => {
    expect(await count('laws_units', { document_id: 'it/costituzione', kind: 'article' })).toBe(
      139,
    );
    expect(await count('laws_units', { document_id: 'it/costituzione', kind: 'provision' })).toBe(
      18,
    );
    expect(
      await count('laws_units', { document_id: 'it/rd/1942/262', kind: 'article' }),
    ).toBeGreaterThan(2900);
    const rulings = await db
      .selectFrom('laws_documents')
      .select(['authority', (eb) => eb.fn.countAll<number>().as('n')])
      .where('kind', '=', 'ruling')
      .groupBy('authority')
      .execute();
    expect(Object.fromEntries(rulings.map((r) => [r.authority, Number(r.n)]))).toEqual({
      'Corte costituzionale': 431,
      'Corte di cassazione': 299,
      'Court of Justice of the European Union': 38,
    });
    const gazette = await db
      .selectFrom('laws_documents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'gazette')
      .executeTakeFirstOrThrow();
    expect(Number(gazette.n)).toBe(28);
  });

  it('stores the status of the law the corpus establishes', async () => {
    const rows = await db
      .selectFrom('laws_provision_status')
      .select(['document_id', 'article', 'kind', 'by_document_id', 'partial'])
      .execute();
    const of = (kind: string) => rows.filter((r) => r.kind === kind);
    // Decisions of 2024-2025 that struck provisions of the codes and decrees in the corpus.
    expect(of('unconstitutional').length).toBeGreaterThanOrEqual(20);
    expect(rows).toContainEqual({
      document_id: 'it/rd/1942/262',
      article: 'art-230-bis',
      kind: 'unconstitutional',
      by_document_id: 'it/corte-costituzionale/2024/148',
      partial: true,
    });
    expect(rows).toContainEqual(
      expect.objectContaining({
        document_id: 'it/rd/1942/262',
        article: 'art-1469-bis',
        kind: 'replaced',
        by_document_id: 'it/dlgs/2005/206',
      }),
    );
    expect(of('amounts-in-lire').map((r) => r.article)).toContain('art-640');
    expect(first.counts['status:unconstitutional']).toBe(of('unconstitutional').length);
  });

  it('skips an unchanged corpus and replaces it when forced', async () => {
    const again = await importCorpus(db);
    expect(again.skipped).toBe(true);
    expect(again.hash).toBe(first.hash);
    const forced = await importCorpus(db, {
      force: true,
      filter: (d) => d.id === 'it/costituzione',
    });
    expect(forced.skipped).toBe(false);
    expect(forced.counts.documents).toBe(1);
    const docs = await db.selectFrom('laws_documents').select('id').execute();
    expect(docs.map((d) => d.id)).toEqual(['it/costituzione']);
  }, 60_000);
});
