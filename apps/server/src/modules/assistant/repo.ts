/** The assistant's reads and writes. Every function takes the organisation id first. */
import { sql, type Kysely, type Transaction } from 'kysely';

import type { Database } from '../../db';
import type { OrganisationId } from '../../lib/tenancy';
import type { AssistantMessageStatus, StoredCitation } from './tables';

type Db = Kysely<Database>;
type Executor = Db | Transaction<Database>;

/** The thread if this user of this organisation wrote it. */
export function findThread(
  db: Executor,
  organisationId: OrganisationId,
  userId: string,
  threadId: string,
) {
  return db
    .selectFrom('assistant_threads')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .where('user_id', '=', userId)
    .where('id', '=', threadId)
    .executeTakeFirst();
}

export async function listThreads(
  db: Db,
  organisationId: OrganisationId,
  userId: string,
  page: {
    limit: number;
    offset: number;
    q?: string | undefined;
    /** Only the threads of this workspace (the workspaces module's list). */
    workspaceId?: string | undefined;
  },
) {
  let query = db
    .selectFrom('assistant_threads')
    .where('organisation_id', '=', organisationId)
    .where('user_id', '=', userId);
  if (page.workspaceId) query = query.where('workspace_id', '=', page.workspaceId);
  if (page.q) {
    const pattern = `%${page.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where('title', 'ilike', pattern);
  }
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function createThread(
  db: Executor,
  organisationId: OrganisationId,
  values: { userId: string; title: string; language: 'it' | 'en' | 'fr' },
) {
  return db
    .insertInto('assistant_threads')
    .values({
      organisation_id: organisationId,
      user_id: values.userId,
      workspace_id: null,
      title: values.title,
      language: values.language,
      share_slug: null,
      shared_at: null,
      share_snapshot: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function touchThread(db: Executor, organisationId: OrganisationId, threadId: string) {
  return db
    .updateTable('assistant_threads')
    .set({ updated_at: new Date() })
    .where('organisation_id', '=', organisationId)
    .where('id', '=', threadId)
    .execute();
}

export function renameThread(
  db: Db,
  organisationId: OrganisationId,
  userId: string,
  threadId: string,
  title: string,
) {
  return db
    .updateTable('assistant_threads')
    .set({ title, updated_at: new Date() })
    .where('organisation_id', '=', organisationId)
    .where('user_id', '=', userId)
    .where('id', '=', threadId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteThread(
  db: Db,
  organisationId: OrganisationId,
  userId: string,
  threadId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('assistant_threads')
    .where('organisation_id', '=', organisationId)
    .where('user_id', '=', userId)
    .where('id', '=', threadId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function listMessages(db: Executor, organisationId: OrganisationId, threadId: string) {
  return db
    .selectFrom('assistant_messages')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .where('thread_id', '=', threadId)
    .orderBy('seq')
    .execute();
}

export function insertMessage(
  db: Executor,
  organisationId: OrganisationId,
  values: {
    threadId: string;
    role: 'user' | 'assistant';
    content: string;
    status: AssistantMessageStatus;
    answerer: string | null;
  },
) {
  return db
    .insertInto('assistant_messages')
    .values({
      organisation_id: organisationId,
      thread_id: values.threadId,
      role: values.role,
      content: values.content,
      citations: '[]',
      status: values.status,
      answerer: values.answerer,
      completed_at: values.status === 'streaming' ? null : new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function completeMessage(
  db: Executor,
  organisationId: OrganisationId,
  messageId: string,
  values: { content: string; citations: StoredCitation[]; status: AssistantMessageStatus },
) {
  return db
    .updateTable('assistant_messages')
    .set({
      content: values.content,
      citations: JSON.stringify(values.citations),
      status: values.status,
      completed_at: new Date(),
    })
    .where('organisation_id', '=', organisationId)
    .where('id', '=', messageId)
    .execute();
}

/**
 * Writes a running answer's text and citations so far (it stays 'streaming'). Only a row still
 * streaming is touched, so a late write can never undo the final save.
 */
export function saveProgress(
  db: Executor,
  organisationId: OrganisationId,
  messageId: string,
  values: { content: string; citations: StoredCitation[] },
) {
  return db
    .updateTable('assistant_messages')
    .set({ content: values.content, citations: JSON.stringify(values.citations) })
    .where('organisation_id', '=', organisationId)
    .where('id', '=', messageId)
    .where('status', '=', 'streaming')
    .execute();
}

/**
 * Spends one free question when the organisation runs on free credits. 'spent' with the count
 * left, 'exhausted' at zero, 'not-applicable' for an organisation that does not use free credits.
 */
export async function spendFreeCredit(
  db: Executor,
  organisationId: OrganisationId,
): Promise<{ outcome: 'spent'; remaining: number } | { outcome: 'exhausted' | 'not-applicable' }> {
  // One round trip: the decrement, and whether the organisation uses free credits at all.
  const row = await sql<{ free_credits_available: boolean; remaining: number | null }>`
    with spent as (
      update organisations set free_chat_remaining = free_chat_remaining - 1
      where id = ${organisationId} and free_credits_available and free_chat_remaining > 0
      returning free_chat_remaining
    )
    select o.free_credits_available, (select free_chat_remaining from spent) as remaining
    from organisations o where o.id = ${organisationId}`.execute(db);
  const result = row.rows[0];
  if (result?.remaining !== null && result?.remaining !== undefined) {
    return { outcome: 'spent', remaining: result.remaining };
  }
  return { outcome: result?.free_credits_available ? 'exhausted' : 'not-applicable' };
}

/**
 * Starts a question in one statement (no transaction, one round trip): spends a free question
 * when the organisation runs on free credits (spendFreeCredit), and unless they are used up saves
 * a new thread (`thread` given) or touches the existing one, then the question and its empty
 * answer, in that order. Nothing is written when the credits are exhausted, nor when
 * `confirmUser` is given and that user is gone, moved or relinked ('unconfirmed-user'). Committed
 * without waiting for the disk (asynchronous commit, this statement only): the first words of the
 * answer wait for this statement.
 */
export async function startQuestion(
  db: Executor,
  organisationId: OrganisationId,
  values: {
    /** An existing thread of the organisation, or the new thread to create. */
    thread:
      | { id: string }
      | {
          userId: string;
          title: string;
          language: 'it' | 'en' | 'fr';
          /** A workspace of the organisation the caller may use (checked by the service). */
          workspaceId?: string | null;
        };
    question: string;
    answerer: string;
    /**
     * A user authentication remembered rather than read (lib/auth.ts IdentityCache): the statement
     * goes on only while this user still has this subject in this organisation.
     */
    confirmUser?: { id: string; sub: string } | undefined;
  },
): Promise<
  | {
      outcome: 'spent' | 'not-applicable';
      /** Free questions left when one was spent. */
      remaining: number | null;
      threadId: string;
      userMessageId: string;
      answerId: string;
    }
  | { outcome: 'exhausted' }
  | { outcome: 'unconfirmed-user' }
> {
  const now = new Date();
  const { thread, confirmUser } = values;
  // Every write below depends on `confirmed`: a user who is no longer what authentication
  // remembered changes nothing.
  const confirmedCte = confirmUser
    ? sql`select 1 from users u where u.id = ${confirmUser.id}::uuid
          and u.organisation_id = ${organisationId}
          and (u.cognito_sub = ${confirmUser.sub} or exists (
            select 1 from user_identities i where i.sub = ${confirmUser.sub} and i.user_id = u.id))`
    : sql`select 1`;
  const threadCte =
    'id' in thread
      ? sql`update assistant_threads set updated_at = ${now}
          where organisation_id = ${organisationId} and id = ${thread.id}
            and exists (select 1 from allowed)
          returning id`
      : sql`insert into assistant_threads
            (organisation_id, user_id, workspace_id, title, language, share_slug, shared_at, share_snapshot)
          select ${organisationId}, ${thread.userId}, ${thread.workspaceId ?? null}::uuid, ${thread.title}, ${thread.language}, null, null, null
          from allowed
          returning id`;
  const result = await sql<{
    free_credits_available: boolean;
    confirmed: boolean;
    remaining: number | null;
    thread_id: string | null;
    user_message_id: string | null;
    answer_id: string | null;
  }>`
    with async_commit as (
      -- This statement's transaction only (set_config's is_local): its commit does not wait for
      -- the WAL to reach the disk (the WAL writer flushes it within about 0.6 s, and any later
      -- synchronous commit, such as the answer's progress saved a second later, flushes it too).
      -- Only a crash of PostgreSQL itself in that window loses the question, with its credit.
      select set_config('synchronous_commit', 'off', true)
    ), confirmed as (${confirmedCte}
    ), spent as (
      update organisations set free_chat_remaining = free_chat_remaining - 1
      where id = ${organisationId} and free_credits_available and free_chat_remaining > 0
        and exists (select 1 from confirmed)
      returning free_chat_remaining
    ), org as (
      select o.free_credits_available from organisations o where o.id = ${organisationId}
    ), allowed as (
      select 1 from org where exists (select 1 from confirmed)
        and (not org.free_credits_available or exists (select 1 from spent))
    ), thread as (${threadCte}
    ), messages as (
      insert into assistant_messages
        (organisation_id, thread_id, role, content, citations, status, answerer, completed_at)
      select ${organisationId}, thread.id, m.role, m.content, '[]'::jsonb, m.status, m.answerer, m.completed_at
      from thread, (values
        (1, 'user', ${values.question}, 'complete', null::text, ${now}::timestamptz),
        (2, 'assistant', '', 'streaming', ${values.answerer}, null::timestamptz)
      ) as m(ord, role, content, status, answerer, completed_at)
      order by m.ord
      returning id, role
    )
    select org.free_credits_available,
      exists (select 1 from confirmed) as confirmed,
      -- Read, so the setting is made (a select CTE nobody reads is not run).
      (select 1 from async_commit) is not null as async_commit,
      (select free_chat_remaining from spent) as remaining,
      (select id from thread) as thread_id,
      (select id from messages where role = 'user') as user_message_id,
      (select id from messages where role = 'assistant') as answer_id
    from org`.execute(db);
  const row = result.rows[0];
  if (confirmUser && !row?.confirmed) return { outcome: 'unconfirmed-user' };
  if (row && row.free_credits_available && row.remaining === null) return { outcome: 'exhausted' };
  if (!row?.thread_id || !row.user_message_id || !row.answer_id) {
    throw new Error('The question could not be saved: no such organisation or thread');
  }
  return {
    outcome: row.remaining === null ? 'not-applicable' : 'spent',
    remaining: row.remaining,
    threadId: row.thread_id,
    userMessageId: row.user_message_id,
    answerId: row.answer_id,
  };
}

/** Gives back a free question whose answer failed. */
export async function refundFreeCredit(
  db: Executor,
  organisationId: OrganisationId,
): Promise<number | null> {
  const row = await db
    .updateTable('organisations')
    .set((eb) => ({ free_chat_remaining: eb('free_chat_remaining', '+', 1) }))
    .where('id', '=', organisationId)
    .where('free_credits_available', '=', true)
    .returning('free_chat_remaining')
    .executeTakeFirst();
  return row?.free_chat_remaining ?? null;
}

/** The organisation's free questions left; null when it does not run on free credits. */
export async function freeChatRemaining(db: Executor, organisationId: OrganisationId) {
  const row = await db
    .selectFrom('organisations')
    .select(['free_chat_remaining', 'free_credits_available'])
    .where('id', '=', organisationId)
    .executeTakeFirst();
  return row?.free_credits_available ? row.free_chat_remaining : null;
}

/**
 * Saves every answer still 'streaming' (but those in `running`) as failed and gives each one's
 * free question back to organisations on free credits. One statement: both happen or neither, and
 * a second run finds no answer left to fail, so no credit is given back twice.
 */
export async function failOrphanedAnswers(
  db: Db,
  running: readonly string[],
): Promise<{ failed: number; refunded: number }> {
  const keep = running.length > 0 ? sql`and id not in (${sql.join(running)})` : sql``;
  const result = await sql<{ failed: number; refunded: number }>`
    with orphaned as (
      update assistant_messages set status = 'failed', completed_at = now()
      where role = 'assistant' and status = 'streaming' ${keep}
      returning organisation_id
    ), lost as (
      select organisation_id, count(*)::int as n from orphaned group by organisation_id
    ), refunded as (
      update organisations o set free_chat_remaining = o.free_chat_remaining + lost.n
      from lost where o.id = lost.organisation_id and o.free_credits_available
      returning lost.n
    )
    select (select count(*)::int from orphaned) as failed,
           (select coalesce(sum(n), 0)::int from refunded) as refunded`.execute(db);
  return result.rows[0] ?? { failed: 0, refunded: 0 };
}

export function userLanguage(db: Db, organisationId: OrganisationId, userId: string) {
  return db
    .selectFrom('users')
    .select('language')
    .where('organisation_id', '=', organisationId)
    .where('id', '=', userId)
    .executeTakeFirst();
}

export function setShare(
  db: Db,
  organisationId: OrganisationId,
  userId: string,
  threadId: string,
  share: { slug: string; snapshot: unknown; sharedAt: Date } | null,
) {
  return db
    .updateTable('assistant_threads')
    .set({
      share_slug: share?.slug ?? null,
      shared_at: share?.sharedAt ?? null,
      share_snapshot: share ? JSON.stringify(share.snapshot) : null,
    })
    .where('organisation_id', '=', organisationId)
    .where('user_id', '=', userId)
    .where('id', '=', threadId)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The snapshot behind a public link. Deliberately not scoped by organisation: the slug is the
 * capability, and only the snapshot (no user or organisation data) is read.
 */
export function findSharedSnapshot(db: Db, slug: string) {
  return db
    .selectFrom('assistant_threads')
    .select(['share_slug', 'shared_at', 'share_snapshot'])
    .where('share_slug', '=', slug)
    .where(sql<boolean>`share_snapshot is not null`)
    .executeTakeFirst();
}
