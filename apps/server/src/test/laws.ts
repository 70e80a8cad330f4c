import type { Db } from '../db';

/** A corpus document row for tests that only need an act to exist (references, pinning). */
export function insertTestLawDocument(
  db: Db,
  document: { id: string; title: string; shortTitle?: string; position?: number; type?: string },
) {
  return db
    .insertInto('laws_documents')
    .values({
      id: document.id,
      position: document.position ?? 0,
      kind: 'legislation',
      type: document.type ?? 'reg',
      title: document.title,
      short_title: document.shortTitle ?? document.title,
      jurisdiction: document.id.slice(0, 2),
      authority: 'test',
      date: null,
      status: 'in-force',
      source_url: null,
      eli: null,
      urn: null,
      attribution: 'test',
      source: 'test',
      languages: ['en'],
      ruling: null,
      details: null,
    })
    .execute();
}
