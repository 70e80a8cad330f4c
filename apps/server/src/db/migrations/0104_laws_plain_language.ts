import { sql, type Kysely } from 'kysely';

/**
 * Plain-language descriptions of the corpus's articles (corpus/plain-language.ts), one row per
 * article and language, with the description stemmed in its own language. The importer fills it
 * with the corpus; the assistant's index reads it as a field of each article.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table laws_plain_language (
      document_id text not null references laws_documents (id) on delete cascade,
      anchor text not null,
      lang text not null check (lang in ('it', 'en', 'fr')),
      text text not null,
      search tsvector generated always as (
        case lang
          when 'it' then to_tsvector('italian'::regconfig, text)
          when 'fr' then to_tsvector('french'::regconfig, text)
          else to_tsvector('english'::regconfig, text)
        end
      ) stored,
      primary key (document_id, anchor, lang)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists laws_plain_language`.execute(db);
}
