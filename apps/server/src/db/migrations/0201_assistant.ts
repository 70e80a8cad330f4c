import { sql, type Kysely } from 'kysely';

/**
 * The assistant's conversations (threads) and their messages. A thread belongs to one user of one
 * organisation; a shared thread carries the slug of its public link and the snapshot that link
 * serves. SQL accepted by PostgreSQL 15 and PGlite (18).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table assistant_threads (
      id uuid primary key default gen_random_uuid(),
      organisation_id uuid not null references organisations (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      workspace_id uuid,
      title text not null,
      language text not null check (language in ('it', 'en', 'fr')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      share_slug text unique,
      shared_at timestamptz,
      share_snapshot jsonb
    )`.execute(db);
  await sql`create index assistant_threads_owner_idx on assistant_threads (organisation_id, user_id, updated_at desc)`.execute(
    db,
  );
  await sql`
    create table assistant_messages (
      id uuid primary key default gen_random_uuid(),
      seq bigint generated always as identity,
      thread_id uuid not null references assistant_threads (id) on delete cascade,
      organisation_id uuid not null references organisations (id) on delete cascade,
      role text not null check (role in ('user', 'assistant')),
      content text not null,
      citations jsonb not null default '[]'::jsonb,
      status text not null check (status in ('streaming', 'complete', 'stopped', 'failed')),
      answerer text,
      created_at timestamptz not null default now(),
      completed_at timestamptz
    )`.execute(db);
  await sql`create index assistant_messages_thread_idx on assistant_messages (thread_id, seq)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists assistant_messages`.execute(db);
  await sql`drop table if exists assistant_threads`.execute(db);
}
