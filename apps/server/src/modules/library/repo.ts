/**
 * The library's reads and writes. Functions a request calls take the caller's organisation id;
 * the indexing job's functions (marked) take a document id alone: the job was sent by this server
 * for a row it wrote, so the id is its own, as the assistant's start-up recovery is.
 */
import { type RawBuilder, sql, type Transaction, type Updateable } from 'kysely';

import type { Database, Db } from '../../db';
import type { OrganisationId } from '../../lib/tenancy';
import type { Passage } from './extract';
import type { FoundReference } from './references';
import type { LibraryDocumentsTable, LibraryLanguage, LibraryStatus } from './tables';

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function documents(db: Db, organisationId: OrganisationId, workspaceId: string) {
  return db
    .selectFrom('library_documents as l')
    .where('l.organisation_id', '=', organisationId)
    .where('l.workspace_id', '=', workspaceId);
}

const withPassageCount = (db: Db, organisationId: OrganisationId, workspaceId: string) =>
  documents(db, organisationId, workspaceId)
    .selectAll('l')
    .select((eb) =>
      eb
        .selectFrom('library_passages as p')
        .whereRef('p.document_id', '=', 'l.id')
        .select(eb.fn.countAll<string>().as('n'))
        .as('passage_count'),
    );

export type LibraryDocumentWithCount = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

export function findDocument(
  db: Db,
  organisationId: OrganisationId,
  workspaceId: string,
  id: string,
) {
  if (!UUID.test(id)) return Promise.resolve(undefined);
  return withPassageCount(db, organisationId, workspaceId)
    .where('l.id', '=', id)
    .executeTakeFirst();
}

export function findDocuments(
  db: Db,
  organisationId: OrganisationId,
  workspaceId: string,
  ids: string[],
) {
  return withPassageCount(db, organisationId, workspaceId)
    .where('l.id', 'in', ids)
    .orderBy('l.created_at')
    .execute();
}

export async function listDocuments(
  db: Db,
  organisationId: OrganisationId,
  workspaceId: string,
  page: {
    limit: number;
    offset: number;
    q?: string | undefined;
    status?: LibraryStatus[] | undefined;
  },
) {
  let query = withPassageCount(db, organisationId, workspaceId);
  let count = documents(db, organisationId, workspaceId);
  if (page.q) {
    query = query.where('l.name', 'ilike', likePattern(page.q));
    count = count.where('l.name', 'ilike', likePattern(page.q));
  }
  if (page.status?.length) {
    query = query.where('l.status', 'in', page.status);
    count = count.where('l.status', 'in', page.status);
  }
  const [rows, total] = await Promise.all([
    query
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    count.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function insertDocument(
  db: Db,
  organisationId: OrganisationId,
  values: {
    id: string;
    workspaceId: string;
    name: string;
    contentType: string;
    format: LibraryDocumentsTable['format'];
    declaredSize: number;
    storageKey: string;
    uploadedBy: string;
  },
) {
  return db
    .insertInto('library_documents')
    .values({
      id: values.id,
      workspace_id: values.workspaceId,
      organisation_id: organisationId,
      name: values.name,
      content_type: values.contentType,
      format: values.format,
      declared_size: values.declaredSize,
      storage_key: values.storageKey,
      failure_reason: null,
      pages_total: null,
      language: null,
      job_id: null,
      uploaded_by: values.uploadedBy,
      uploaded_at: null,
      indexed_at: null,
    })
    .execute();
}

export function updateDocument(
  db: Db | Transaction<Database>,
  organisationId: OrganisationId,
  id: string,
  changes: Updateable<LibraryDocumentsTable>,
) {
  return db
    .updateTable('library_documents')
    .set(changes)
    .where('organisation_id', '=', organisationId)
    .where('id', '=', id)
    .execute();
}

export async function deleteDocument(db: Db, organisationId: OrganisationId, id: string) {
  await db
    .deleteFrom('library_documents')
    .where('organisation_id', '=', organisationId)
    .where('id', '=', id)
    .execute();
}

/**
 * The passages of the workspace's indexed documents, with their file's name: the base of the
 * search route's full-text query and of the workspace's in-memory index (search.ts).
 */
function indexedPassages(db: Db, organisationId: OrganisationId, workspaceId: string) {
  return db
    .selectFrom('library_passages as p')
    .innerJoin('library_documents as d', 'd.id', 'p.document_id')
    .where('p.organisation_id', '=', organisationId)
    .where('d.organisation_id', '=', organisationId)
    .where('d.workspace_id', '=', workspaceId)
    .where('d.status', '=', 'indexed')
    .select([
      'p.document_id',
      'd.name',
      'p.position',
      'p.page',
      'p.heading',
      'p.label',
      'p.text',
      'p.language',
    ]);
}

/**
 * Passages matching a query in their own language's full-text index, best first: those holding
 * every word (or quoted phrase) of it before those holding some, so a search typed word by word
 * still lists what partly matches.
 */
export function searchPassages(
  db: Db,
  organisationId: OrganisationId,
  workspaceId: string,
  q: string,
  limit: number,
) {
  const every = (config: string) => sql`websearch_to_tsquery(${sql.lit(config)}::regconfig, ${q})`;
  // The same lexemes (already stemmed: cast, not parsed again) joined by "or"; a query with an
  // excluded word ("-penale") keeps its "and".
  const some = (config: string) =>
    sql`(select case when t.tree = 'T' or position('!' in t.query::text) > 0 then t.query else replace(t.tree, ' & ', ' | ')::tsquery end from (select ${every(config)} as query, querytree(${every(config)}) as tree) as t)`;
  const inLanguage = (query: (config: string) => RawBuilder<unknown>) =>
    sql`case p.language when 'it' then ${query('italian')} when 'fr' then ${query('french')} else ${query('english')} end`;
  return indexedPassages(db, organisationId, workspaceId)
    .select([
      sql<boolean>`p.search @@ ${inLanguage(every)}`.as('whole'),
      sql<number>`ts_rank(p.search, ${inLanguage(some)})`.as('rank'),
    ])
    .where(sql<boolean>`p.search @@ ${inLanguage(some)}`)
    .orderBy('whole', 'desc')
    .orderBy('rank', 'desc')
    .orderBy('p.document_id')
    .orderBy('p.position')
    .limit(limit)
    .execute();
}

/** Every passage of the workspace's indexed documents with its tsvector, in document order. */
export function passagesWithVectors(db: Db, organisationId: OrganisationId, workspaceId: string) {
  return indexedPassages(db, organisationId, workspaceId)
    .select(sql<string>`p.search::text`.as('tsv'))
    .orderBy('p.document_id')
    .orderBy('p.position')
    .execute();
}

/** What the workspace's indexed library is now: its indexed documents and when each was indexed. */
export async function indexedVersion(
  db: Db,
  organisationId: OrganisationId,
  workspaceId: string,
): Promise<string> {
  const row = await documents(db, organisationId, workspaceId)
    .where('l.status', '=', 'indexed')
    .select([
      sql<string>`count(*)::text || ':' || coalesce(string_agg(l.id::text || '@' || extract(epoch from l.indexed_at)::text, ',' order by l.id), '')`.as(
        'version',
      ),
    ])
    .executeTakeFirst();
  return row?.version ?? '0:';
}

export function listPassages(
  db: Db,
  organisationId: OrganisationId,
  documentId: string,
  page: { limit: number; offset: number },
) {
  return db
    .selectFrom('library_passages')
    .where('organisation_id', '=', organisationId)
    .where('document_id', '=', documentId)
    .select(['position', 'page', 'heading', 'label', 'text'])
    .orderBy('position')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export function listReferences(db: Db, organisationId: OrganisationId, documentId: string) {
  return db
    .selectFrom('library_references')
    .where('organisation_id', '=', organisationId)
    .where('document_id', '=', documentId)
    .select(['passage_position', 'text', 'corpus_document_id', 'article'])
    .orderBy('passage_position')
    .execute();
}

// ------------------------------------------------------------ the indexing job's own document

/** Job: the document it was sent for (unscoped: see the file's comment). */
export function jobDocument(db: Db, documentId: string) {
  return db
    .selectFrom('library_documents')
    .selectAll()
    .where('id', '=', documentId)
    .executeTakeFirst();
}

/** Job: a progress or state change, unless the document was cancelled or deleted meanwhile. */
export function jobUpdate(db: Db, documentId: string, changes: Updateable<LibraryDocumentsTable>) {
  return db
    .updateTable('library_documents')
    .set(changes)
    .where('id', '=', documentId)
    .where('status', 'not in', ['cancelled'])
    .executeTakeFirst();
}

/** Job: the corpus documents among the ids references name. */
export async function corpusDocuments(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('laws_documents').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** Job: replaces the document's passages and references, and marks it indexed, in one transaction. */
export async function jobStorePassages(
  db: Db,
  documentId: string,
  values: {
    passages: Passage[];
    references: { position: number; reference: FoundReference; linked: boolean }[];
    language: LibraryLanguage;
    pagesTotal: number;
  },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const document = await trx
      .selectFrom('library_documents')
      .select(['organisation_id', 'status'])
      .where('id', '=', documentId)
      .forUpdate()
      .executeTakeFirst();
    if (!document || document.status === 'cancelled') return false;
    await trx.deleteFrom('library_references').where('document_id', '=', documentId).execute();
    await trx.deleteFrom('library_passages').where('document_id', '=', documentId).execute();
    for (let start = 0; start < values.passages.length; start += 500) {
      await trx
        .insertInto('library_passages')
        .values(
          values.passages.slice(start, start + 500).map((p) => ({
            document_id: documentId,
            organisation_id: document.organisation_id,
            position: p.position,
            page: p.page,
            heading: p.heading,
            label: p.label,
            text: p.text,
            language: values.language,
          })),
        )
        .execute();
    }
    const seen = new Set<string>();
    const references = values.references.filter(({ position, reference }) => {
      const key = `${position}\n${reference.text}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    for (let start = 0; start < references.length; start += 500) {
      await trx
        .insertInto('library_references')
        .values(
          references.slice(start, start + 500).map(({ position, reference, linked }) => ({
            document_id: documentId,
            organisation_id: document.organisation_id,
            passage_position: position,
            text: reference.text,
            corpus_document_id: linked ? reference.documentId : null,
            article: reference.article,
          })),
        )
        .execute();
    }
    await trx
      .updateTable('library_documents')
      .set({
        status: 'indexed',
        failure_reason: null,
        language: values.language,
        pages_done: values.pagesTotal,
        pages_total: values.pagesTotal,
        indexed_at: new Date(),
      })
      .where('id', '=', documentId)
      .execute();
    return true;
  });
}
