import { sql, type Kysely } from 'kysely';

/**
 * The status of the law found at import (corpus/provision-status.ts): a provision declared
 * unconstitutional by a decision of the corpus, repealed or replaced by a later act of the corpus,
 * or stating amounts in lire. Rows go with their documents (the importer replaces them all).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table laws_provision_status (
      id serial primary key,
      document_id text not null references laws_documents (id) on delete cascade,
      article text not null,
      paragraph text,
      scope text,
      kind text not null check (kind in ('unconstitutional', 'repealed', 'replaced', 'amounts-in-lire')),
      by_document_id text references laws_documents (id) on delete cascade,
      by_anchor text,
      by_title text,
      date date,
      partial boolean not null default false,
      excerpt text not null
    )`.execute(db);
  await sql`create index laws_provision_status_article_idx on laws_provision_status (document_id, article)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists laws_provision_status`.execute(db);
}
