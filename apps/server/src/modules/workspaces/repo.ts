/** The workspaces' reads and writes. Every function takes the caller's organisation id. */
import { sql, type Updateable } from 'kysely';

import type { Db } from '../../db';
import * as assistantRepo from '../assistant/repo';
import type { OrganisationId } from '../../lib/tenancy';
import type { WorkspaceKind, WorkspacesTable } from './tables';

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function withCounts(db: Db, organisationId: OrganisationId) {
  return db
    .selectFrom('workspaces as w')
    .where('w.organisation_id', '=', organisationId)
    .selectAll('w')
    .select((eb) => [
      eb
        .selectFrom('workspace_documents as d')
        .whereRef('d.workspace_id', '=', 'w.id')
        .select(eb.fn.countAll<string>().as('n'))
        .as('document_count'),
      eb
        .selectFrom('library_documents as l')
        .whereRef('l.workspace_id', '=', 'w.id')
        .where('l.status', '!=', 'awaiting_upload')
        .select(eb.fn.countAll<string>().as('n'))
        .as('library_count'),
    ]);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The workspace by its id (anything but a uuid matches nothing). */
export async function findWorkspace(db: Db, organisationId: OrganisationId, id: string) {
  if (!UUID.test(id)) return undefined;
  return withCounts(db, organisationId).where('w.id', '=', id).executeTakeFirst();
}

export function findInternalNormative(db: Db, organisationId: OrganisationId) {
  return withCounts(db, organisationId)
    .where('w.kind', '=', 'internal_normative')
    .executeTakeFirst();
}

/** Creates the organisation's internal normative workspace unless it exists (concurrent-safe). */
export async function ensureInternalNormative(
  db: Db,
  organisationId: OrganisationId,
  name: string,
): Promise<void> {
  await sql`
    insert into workspaces (organisation_id, kind, name)
    values (${organisationId}, 'internal_normative', ${name})
    on conflict (organisation_id) where kind = 'internal_normative' do nothing`.execute(db);
}
export type WorkspaceWithCounts = NonNullable<Awaited<ReturnType<typeof findWorkspace>>>;

export async function listWorkspaces(
  db: Db,
  organisationId: OrganisationId,
  page: { limit: number; offset: number; q?: string | undefined },
) {
  let query = withCounts(db, organisationId).where('w.kind', '=', 'workspace');
  let count = db
    .selectFrom('workspaces')
    .where('organisation_id', '=', organisationId)
    .where('kind', '=', 'workspace');
  if (page.q) {
    const pattern = likePattern(page.q);
    query = query.where((eb) =>
      eb.or([eb('w.name', 'ilike', pattern), eb('w.description', 'ilike', pattern)]),
    );
    count = count.where((eb) =>
      eb.or([eb('name', 'ilike', pattern), eb('description', 'ilike', pattern)]),
    );
  }
  const [rows, total] = await Promise.all([
    query
      .orderBy('w.updated_at', 'desc')
      .orderBy('w.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    count.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function countWorkspaces(db: Db, organisationId: OrganisationId): Promise<number> {
  const row = await db
    .selectFrom('workspaces')
    .where('organisation_id', '=', organisationId)
    .where('kind', '=', 'workspace')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function createWorkspace(
  db: Db,
  organisationId: OrganisationId,
  values: { name: string; description: string; createdBy: string | null; kind?: WorkspaceKind },
) {
  return db
    .insertInto('workspaces')
    .values({
      organisation_id: organisationId,
      kind: values.kind ?? 'workspace',
      name: values.name,
      description: values.description,
      prompt_updated_at: null,
      metadata: '{}',
      created_by: values.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function updateWorkspace(
  db: Db,
  organisationId: OrganisationId,
  id: string,
  changes: Updateable<WorkspacesTable>,
) {
  return db
    .updateTable('workspaces')
    .set({ ...changes, updated_at: new Date() })
    .where('organisation_id', '=', organisationId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
}

/** The storage keys of a workspace's library files (to remove once the workspace is deleted). */
export async function libraryStorageKeys(db: Db, organisationId: OrganisationId, id: string) {
  const rows = await db
    .selectFrom('library_documents')
    .select('storage_key')
    .where('organisation_id', '=', organisationId)
    .where('workspace_id', '=', id)
    .execute();
  return rows.map((row) => row.storage_key);
}

export async function deleteWorkspace(db: Db, organisationId: OrganisationId, id: string) {
  const result = await db
    .deleteFrom('workspaces')
    .where('organisation_id', '=', organisationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ------------------------------------------------------------ pinned corpus documents

export async function listDocuments(
  db: Db,
  organisationId: OrganisationId,
  workspaceId: string,
  page: { limit: number; offset: number },
) {
  const base = db
    .selectFrom('workspace_documents as wd')
    .innerJoin('laws_documents as d', 'd.id', 'wd.document_id')
    .where('wd.organisation_id', '=', organisationId)
    .where('wd.workspace_id', '=', workspaceId);
  const [rows, total] = await Promise.all([
    base
      .select(['d.id', 'd.title', 'd.kind', 'd.type', 'wd.added_at'])
      .orderBy('wd.added_at', 'desc')
      .orderBy('d.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The ids among `ids` that are corpus documents. */
export async function existingCorpusDocuments(db: Db, ids: string[]): Promise<Set<string>> {
  const rows = await db.selectFrom('laws_documents').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

export async function addDocuments(
  db: Db,
  organisationId: OrganisationId,
  workspaceId: string,
  documentIds: string[],
  addedBy: string,
) {
  await db
    .insertInto('workspace_documents')
    .values(
      documentIds.map((documentId) => ({
        workspace_id: workspaceId,
        organisation_id: organisationId,
        document_id: documentId,
        added_by: addedBy,
      })),
    )
    .onConflict((oc) => oc.columns(['workspace_id', 'document_id']).doNothing())
    .execute();
}

export async function removeDocuments(
  db: Db,
  organisationId: OrganisationId,
  workspaceId: string,
  documentIds: string[],
) {
  await db
    .deleteFrom('workspace_documents')
    .where('organisation_id', '=', organisationId)
    .where('workspace_id', '=', workspaceId)
    .where('document_id', 'in', documentIds)
    .execute();
}

// ------------------------------------------------------------ threads in a workspace

/** The caller's threads in a workspace: the assistant's thread list narrowed to the workspace. */
export function listThreads(
  db: Db,
  organisationId: OrganisationId,
  userId: string,
  workspaceId: string,
  page: { limit: number; offset: number; q?: string | undefined },
) {
  return assistantRepo.listThreads(db, organisationId, userId, { ...page, workspaceId });
}

// ------------------------------------------------------------ usage for the meter

export async function libraryUsage(db: Db, organisationId: OrganisationId) {
  const row = await db
    .selectFrom('library_documents')
    .where('organisation_id', '=', organisationId)
    .select((eb) => [
      eb.fn.countAll<string>().as('files'),
      eb.fn
        .coalesce(eb.fn.sum<string>(eb.fn.coalesce('size', 'declared_size')), sql<string>`0`)
        .as('bytes'),
    ])
    .executeTakeFirstOrThrow();
  return { files: Number(row.files), bytes: Number(row.bytes) };
}
