/** What the workspace tools read: a workspace's files, the acts they refer to, its pinned acts. */
import type { Db } from '../../db';
import type { OrganisationId } from '../../lib/tenancy';

/** The indexed library files of a workspace, oldest first. */
export function indexedFiles(db: Db, organisationId: OrganisationId, workspaceId: string) {
  return db
    .selectFrom('library_documents')
    .where('organisation_id', '=', organisationId)
    .where('workspace_id', '=', workspaceId)
    .where('status', '=', 'indexed')
    .select(['id', 'name', 'language'])
    .orderBy('created_at')
    .limit(50)
    .execute();
}

/** The corpus acts the workspace's files refer to, with the articles named, most referred first. */
export async function referencedActs(db: Db, organisationId: OrganisationId, workspaceId: string) {
  const rows = await db
    .selectFrom('library_references as r')
    .innerJoin('library_documents as d', 'd.id', 'r.document_id')
    .innerJoin('laws_documents as l', 'l.id', 'r.corpus_document_id')
    .where('r.organisation_id', '=', organisationId)
    .where('d.organisation_id', '=', organisationId)
    .where('d.workspace_id', '=', workspaceId)
    .select(['l.id', 'l.short_title', 'r.article'])
    .execute();
  const acts = new Map<string, { title: string; articles: Set<string>; count: number }>();
  for (const row of rows) {
    const act = acts.get(row.id) ?? { title: row.short_title, articles: new Set(), count: 0 };
    if (row.article) act.articles.add(row.article);
    act.count += 1;
    acts.set(row.id, act);
  }
  return [...acts.entries()]
    .sort((a, b) => b[1].count - a[1].count)
    .slice(0, 12)
    .map(([id, act]) => ({ id, title: act.title, articles: [...act.articles] }));
}

/** The corpus acts and rulings pinned to the workspace. */
export function pinnedActs(db: Db, organisationId: OrganisationId, workspaceId: string) {
  return db
    .selectFrom('workspace_documents as w')
    .innerJoin('laws_documents as l', 'l.id', 'w.document_id')
    .where('w.organisation_id', '=', organisationId)
    .where('w.workspace_id', '=', workspaceId)
    .select(['l.id', 'l.short_title as title'])
    .orderBy('w.added_at')
    .limit(20)
    .execute();
}
