import { sql, type Kysely } from 'kysely';

/**
 * A document's title in each language the corpus has it in (`{"it": "Regolamento (UE)
 * 2016/679…", "en": …}`): the viewer, the browse list and the exports name an EU act in the
 * reader's language when a version in it exists. The importer fills it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table laws_documents add column titles jsonb not null default '{}'::jsonb`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table laws_documents drop column if exists titles`.execute(db);
}
