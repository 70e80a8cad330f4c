/** Reads of the laws tables. The corpus is public law: no tenancy applies here. */
import type { Kysely } from 'kysely';

import type { LawsTables } from './tables';

export type LawsDb = Kysely<LawsTables>;

export async function findDocument(db: LawsDb, id: string) {
  return db.selectFrom('laws_documents').selectAll().where('id', '=', id).executeTakeFirst();
}

export type DocumentRow = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

export async function listDivisions(db: LawsDb, id: string, lang: string) {
  return db
    .selectFrom('laws_divisions')
    .selectAll()
    .where('document_id', '=', id)
    .where('lang', '=', lang)
    .orderBy('position')
    .execute();
}

export type DivisionRow = Awaited<ReturnType<typeof listDivisions>>[number];

export async function listUnits(db: LawsDb, id: string, lang: string, anchors?: string[]) {
  let q = db
    .selectFrom('laws_units')
    .select([
      'anchor',
      'position',
      'kind',
      'number',
      'label',
      'heading',
      'division_key',
      'paragraphs',
      'body',
    ])
    .where('document_id', '=', id)
    .where('lang', '=', lang);
  if (anchors?.length) q = q.where('anchor', 'in', anchors);
  return q.orderBy('position').execute();
}

export type UnitRow = Awaited<ReturnType<typeof listUnits>>[number];

export async function unitCounts(db: LawsDb, id: string, lang: string) {
  const rows = await db
    .selectFrom('laws_units')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
    .where('document_id', '=', id)
    .where('lang', '=', lang)
    .groupBy('kind')
    .execute();
  const paragraphs = await db
    .selectFrom('laws_paragraphs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('document_id', '=', id)
    .where('lang', '=', lang)
    .where('number', 'is not', null)
    .executeTakeFirst();
  const byKind = Object.fromEntries(rows.map((r) => [r.kind, Number(r.n)]));
  return {
    articles: byKind.article ?? 0,
    recitals: byKind.recital ?? 0,
    annexes: byKind.annex ?? 0,
    paragraphs: Number(paragraphs?.n ?? 0),
  };
}

/** Which of these document ids exist (to turn cited provisions into links). */
export async function existingDocumentIds(db: LawsDb, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('laws_documents').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * The statuses of a document's provisions (laws_provision_status), or only those of the given
 * documents' articles — one indexed query either way.
 */
export async function listProvisionStatus(
  db: LawsDb,
  targets: { documentId: string; articles?: string[] }[],
) {
  const wanted = targets.filter((t) => !t.articles || t.articles.length);
  if (!wanted.length) return [];
  return db
    .selectFrom('laws_provision_status')
    .select([
      'document_id',
      'article',
      'paragraph',
      'scope',
      'kind',
      'by_document_id',
      'by_anchor',
      'by_title',
      'date',
      'partial',
    ])
    .where((eb) =>
      eb.or(
        wanted.map((t) =>
          t.articles
            ? eb.and([eb('document_id', '=', t.documentId), eb('article', 'in', t.articles)])
            : eb('document_id', '=', t.documentId),
        ),
      ),
    )
    .orderBy('document_id')
    .orderBy('id')
    .execute();
}

export type ProvisionStatusRow = Awaited<ReturnType<typeof listProvisionStatus>>[number];
