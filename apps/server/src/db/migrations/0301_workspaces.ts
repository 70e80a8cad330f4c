import { sql, type Kysely } from 'kysely';

/**
 * Workspaces (spec §1, §7 "Workspaces"): an organisation's workspaces, the internal normative
 * workspace of an ENTERPRISE organisation (kind 'internal_normative', its id the subscription's
 * internalNormativeId), the corpus documents pinned to a workspace, and the library: the files a
 * team uploads, their indexing state, passages (one tsvector per language, as laws_units) and the
 * legal references found in them. An organisation has at most one internal normative workspace;
 * the routes reach it by the subscription's internalNormativeId as well as by its own id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table workspaces (
      id uuid primary key default gen_random_uuid(),
      organisation_id uuid not null references organisations (id) on delete cascade,
      kind text not null default 'workspace' check (kind in ('workspace', 'internal_normative')),
      name text not null,
      description text not null default '',
      prompt text not null default '',
      prompt_updated_at timestamptz,
      metadata jsonb not null default '{}'::jsonb,
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index workspaces_internal_normative_idx on workspaces (organisation_id) where kind = 'internal_normative'`.execute(
    db,
  );
  await sql`create index workspaces_organisation_idx on workspaces (organisation_id, updated_at desc)`.execute(
    db,
  );
  await sql`
    create table workspace_documents (
      workspace_id uuid not null references workspaces (id) on delete cascade,
      organisation_id uuid not null references organisations (id) on delete cascade,
      document_id text not null references laws_documents (id) on delete cascade,
      added_by uuid references users (id) on delete set null,
      added_at timestamptz not null default now(),
      primary key (workspace_id, document_id)
    )`.execute(db);
  await sql`
    create table library_documents (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspaces (id) on delete cascade,
      organisation_id uuid not null references organisations (id) on delete cascade,
      name text not null,
      content_type text not null,
      format text not null check (format in ('pdf', 'docx', 'doc', 'txt', 'html', 'md')),
      declared_size bigint not null,
      size bigint,
      storage_key text not null,
      status text not null default 'awaiting_upload'
        check (status in ('awaiting_upload', 'queued', 'extracting', 'indexing', 'indexed', 'failed', 'cancelled')),
      failure_reason text,
      pages_done integer not null default 0,
      pages_total integer,
      language text check (language in ('it', 'en', 'fr')),
      job_id text,
      uploaded_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      uploaded_at timestamptz,
      indexed_at timestamptz
    )`.execute(db);
  await sql`create index library_documents_workspace_idx on library_documents (organisation_id, workspace_id, created_at desc)`.execute(
    db,
  );
  await sql`
    create table library_passages (
      id bigint generated always as identity primary key,
      document_id uuid not null references library_documents (id) on delete cascade,
      organisation_id uuid not null references organisations (id) on delete cascade,
      position integer not null,
      page integer,
      heading text,
      label text,
      text text not null,
      language text not null check (language in ('it', 'en', 'fr')),
      search tsvector generated always as (
        case language
          when 'it' then setweight(to_tsvector('italian'::regconfig, coalesce(label, '') || ' ' || coalesce(heading, '')), 'A')
            || to_tsvector('italian'::regconfig, text)
          when 'fr' then setweight(to_tsvector('french'::regconfig, coalesce(label, '') || ' ' || coalesce(heading, '')), 'A')
            || to_tsvector('french'::regconfig, text)
          else setweight(to_tsvector('english'::regconfig, coalesce(label, '') || ' ' || coalesce(heading, '')), 'A')
            || to_tsvector('english'::regconfig, text)
        end
      ) stored,
      unique (document_id, position)
    )`.execute(db);
  await sql`create index library_passages_search_idx on library_passages using gin (search)`.execute(
    db,
  );
  await sql`
    create table library_references (
      document_id uuid not null references library_documents (id) on delete cascade,
      organisation_id uuid not null references organisations (id) on delete cascade,
      passage_position integer not null,
      text text not null,
      corpus_document_id text references laws_documents (id) on delete set null,
      article text,
      primary key (document_id, passage_position, text)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists library_references`.execute(db);
  await sql`drop table if exists library_passages`.execute(db);
  await sql`drop table if exists library_documents`.execute(db);
  await sql`drop table if exists workspace_documents`.execute(db);
  await sql`drop table if exists workspaces`.execute(db);
}
