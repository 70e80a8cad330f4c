import { sql, type Kysely } from 'kysely';

/**
 * The legal corpus: documents, their divisions, units (articles, recitals, annexes, sections of
 * rulings) and paragraphs. `laws_units.search` is a generated tsvector in the unit's language
 * (italian, english, french) with one partial GIN index per language. SQL accepted by
 * PostgreSQL 15 and PGlite (18).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table laws_corpus_imports (
      id text primary key,
      version_hash text not null,
      imported_at timestamptz not null default now(),
      duration_ms integer not null,
      counts jsonb not null
    )`.execute(db);
  await sql`
    create table laws_documents (
      id text primary key,
      position integer not null,
      kind text not null check (kind in ('legislation', 'ruling', 'gazette')),
      type text not null,
      title text not null,
      short_title text not null,
      jurisdiction text not null,
      authority text not null,
      date date,
      status text not null,
      source_url text,
      eli text,
      urn text,
      attribution text not null,
      source text not null,
      languages text[] not null,
      ruling jsonb,
      details jsonb
    )`.execute(db);
  await sql`create index laws_documents_kind_idx on laws_documents (kind, jurisdiction, type)`.execute(
    db,
  );
  await sql`
    create table laws_divisions (
      document_id text not null references laws_documents (id) on delete cascade,
      lang text not null,
      key text not null,
      parent_key text,
      position integer not null,
      level integer not null,
      type text not null,
      label text not null,
      heading text,
      primary key (document_id, lang, key)
    )`.execute(db);
  await sql`
    create table laws_units (
      document_id text not null references laws_documents (id) on delete cascade,
      lang text not null check (lang in ('it', 'en', 'fr')),
      anchor text not null,
      position integer not null,
      kind text not null,
      number text,
      label text not null,
      heading text,
      division_key text,
      paragraphs jsonb not null,
      body text not null,
      search tsvector generated always as (
        case lang
          when 'it' then setweight(to_tsvector('italian'::regconfig, coalesce(label, '') || ' ' || coalesce(heading, '')), 'A')
            || to_tsvector('italian'::regconfig, body)
          when 'fr' then setweight(to_tsvector('french'::regconfig, coalesce(label, '') || ' ' || coalesce(heading, '')), 'A')
            || to_tsvector('french'::regconfig, body)
          else setweight(to_tsvector('english'::regconfig, coalesce(label, '') || ' ' || coalesce(heading, '')), 'A')
            || to_tsvector('english'::regconfig, body)
        end
      ) stored,
      primary key (document_id, lang, anchor)
    )`.execute(db);
  for (const lang of ['it', 'en', 'fr']) {
    await sql`create index ${sql.raw(`laws_units_search_${lang}_idx`)} on laws_units using gin (search) where lang = ${sql.lit(lang)}`.execute(
      db,
    );
  }
  await sql`create index laws_units_order_idx on laws_units (document_id, lang, position)`.execute(
    db,
  );
  await sql`
    create table laws_paragraphs (
      document_id text not null,
      lang text not null,
      unit_anchor text not null,
      position integer not null,
      anchor text,
      number text,
      text text not null,
      points jsonb not null,
      primary key (document_id, lang, unit_anchor, position),
      foreign key (document_id, lang, unit_anchor) references laws_units (document_id, lang, anchor) on delete cascade
    )`.execute(db);
  await sql`create index laws_paragraphs_anchor_idx on laws_paragraphs (document_id, anchor) where anchor is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'laws_paragraphs',
    'laws_units',
    'laws_divisions',
    'laws_documents',
    'laws_corpus_imports',
  ]) {
    await sql`drop table if exists ${sql.raw(t)}`.execute(db);
  }
}
