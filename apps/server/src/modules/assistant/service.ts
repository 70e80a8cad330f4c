/** The assistant: asking, answering in the background, conversations and public links. */
import { randomBytes } from 'node:crypto';

import type {
  AskQuestionBody,
  AssistantCitation,
  AssistantMessage,
  Conversation,
  ConversationPage,
  ConversationsQuery,
  ShareLink,
  SharedConversation,
  ThreadDetails,
} from '@lexio/api/contract';
import { conversationsQuerySchema } from '@lexio/api/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

import type { Db } from '../../db';
import type { Principal } from '../../lib/auth';
import { conflict, notFound, paymentRequired } from '../../lib/errors';
import type { LawsTables } from '../laws/tables';
import { openWorkspaceHook, type WorkspaceHook } from '../library/grounding';
import type { AnswerWriter } from './answerers/types';
import { CitationStream, verifyAgainstPassages, verifyCitation } from './citations';
import { type PhaseTrace, tracePhases } from './phases';
import type { ProvisionStatusCache } from './provision-status-cache';
import * as repo from './repo';
import type { Ranker } from './ranker';
import type { Lang, Passage } from './retrieval';
import { AnswerRun, ProgressSaver, type RunRegistry } from './runs';
import type { AssistantMessageRow, AssistantThreadRow, StoredCitation } from './tables';

export interface AssistantContext {
  db: Db;
  runs: RunRegistry;
  /** Ranks the corpus for a question (ranker.ts: in a worker thread by default). */
  ranker: Ranker;
  /** The provisions' statuses of the corpus version the index was built from. */
  statuses: ProvisionStatusCache;
  writer: AnswerWriter;
  passages: number;
  log: FastifyBaseLogger;
}

export const freeCreditsExhausted = () =>
  paymentRequired(
    'The free questions of your organisation are used up: choose a plan to keep asking',
    'FREE_CREDITS_EXHAUSTED',
  );

/**
 * The user authentication remembered for this request is not (any more) the user of that subject
 * in that organisation: nothing was saved; the route authenticates again and asks again.
 */
export class UnconfirmedUserError extends Error {
  constructor() {
    super('The remembered user is not the current one');
    this.name = 'UnconfirmedUserError';
  }
}

const answerInProgress = () =>
  conflict('The assistant is still answering in this thread', 'ANSWER_IN_PROGRESS');

const threadNotFound = () => notFound('Conversation not found');

// The laws module's narrower view of the one database: Database includes LawsTables.
const lawsDb = (db: Db): Kysely<LawsTables> => db;

/** A thread's title: its first question, cut at a word near 80 characters. */
export function titleFromQuestion(question: string): string {
  const clean = question.replace(/\s+/g, ' ').trim();
  if (clean.length <= 80) return clean;
  const cut = clean.slice(0, 80);
  const space = cut.lastIndexOf(' ');
  return `${(space > 40 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

const toCitation = (c: StoredCitation): AssistantCitation => c as AssistantCitation;

function toMessage(row: AssistantMessageRow, run: AnswerRun | undefined): AssistantMessage {
  const running = row.status === 'streaming' && run?.messageId === row.id;
  return {
    id: row.id,
    role: row.role,
    content: running ? run.content : row.content,
    citations: running
      ? run.events.flatMap((e) => (e.event.type === 'citation' ? [citationOf(e.event)] : []))
      : (row.citations as StoredCitation[]).map(toCitation),
    // An answer left 'streaming' with no run behind it was cut short by a restart.
    status: row.status === 'streaming' && !running ? 'failed' : row.status,
    answerer: row.answerer as AssistantMessage['answerer'],
    createdAt: row.created_at.toISOString(),
  };
}

function citationOf(event: AssistantCitation & { type: 'citation' }): AssistantCitation {
  const { type: _type, ...citation } = event;
  return citation;
}

export function shareLinkOf(thread: AssistantThreadRow, mediaBasePath: string): ShareLink | null {
  if (!thread.share_slug || !thread.shared_at) return null;
  return {
    slug: thread.share_slug,
    path: `/share/${thread.share_slug}`,
    mediaPath: `${mediaBasePath}/shared/${thread.share_slug}`,
    sharedAt: thread.shared_at.toISOString(),
  };
}

function toConversation(thread: AssistantThreadRow): Conversation {
  return {
    id: thread.id,
    title: thread.title,
    workspaceId: thread.workspace_id,
    language: thread.language,
    shared: thread.share_slug !== null,
    createdAt: thread.created_at.toISOString(),
    updatedAt: thread.updated_at.toISOString(),
  };
}

async function ownThread(db: Db, principal: Principal, threadId: string) {
  const thread = await repo.findThread(db, principal.organisationId, principal.userId, threadId);
  if (!thread) throw threadNotFound();
  return thread;
}

/**
 * Starts answering: checks the thread and the credits, saves the question and an empty answer, and
 * runs the answer in the background. The returned run is what the request streams.
 */
export async function ask(
  ctx: AssistantContext,
  principal: Principal,
  body: AskQuestionBody,
  /**
   * The principal's user as authentication remembered it, not read (lib/auth.ts IdentityCache):
   * the question's statement saves it only while that user is still the same (else
   * UnconfirmedUserError, and nothing is written).
   */
  confirmUser?: { id: string; sub: string },
): Promise<AnswerRun> {
  const thread = body.threadId ? await ownThread(ctx.db, principal, body.threadId) : undefined;
  // Claimed synchronously after the read: of two questions sent at once, only one starts.
  if (thread && !ctx.runs.reserve(thread.id)) throw answerInProgress();
  try {
    return await startAnswer(ctx, principal, body, thread, confirmUser);
  } catch (error) {
    if (thread) ctx.runs.release(thread.id);
    throw error;
  }
}

async function startAnswer(
  ctx: AssistantContext,
  principal: Principal,
  body: AskQuestionBody,
  thread: AssistantThreadRow | undefined,
  confirmUser: { id: string; sub: string } | undefined,
): Promise<AnswerRun> {
  const { db } = ctx;
  const trace = tracePhases();
  trace?.('started');
  const orgId = principal.organisationId;
  const language: Lang =
    body.language ??
    thread?.language ??
    (await repo.userLanguage(db, orgId, principal.userId))?.language ??
    'en';
  const question = body.question.trim();
  // A workspace thread also draws on the workspace's library (library/grounding.ts): access is
  // checked before the question is saved, its retrieval starts now.
  const workspaceId = thread ? thread.workspace_id : (body.workspaceId ?? null);
  const workspace = workspaceId
    ? await openWorkspaceHook(
        db,
        () => ctx.ranker.vocabulary(),
        principal,
        workspaceId,
        question,
        language,
      )
    : undefined;

  // Without a model's rewrite, retrieval needs only the question: it runs while the question is
  // saved (its result is dropped when the question is refused).
  const early = ctx.writer.rewriteQuestion
    ? undefined
    : retrieve(ctx, question, language, undefined, trace);
  early?.catch(() => undefined);
  // One statement: the free-credit check, the thread (new, or touched) and both messages.
  const started = await repo.startQuestion(db, orgId, {
    thread: thread
      ? { id: thread.id }
      : {
          userId: principal.userId,
          title: titleFromQuestion(question),
          language,
          workspaceId: workspace?.workspaceId ?? null,
        },
    question,
    answerer: ctx.writer.name,
    confirmUser,
  });
  trace?.('saved');
  if (started.outcome === 'unconfirmed-user') throw new UnconfirmedUserError();
  if (started.outcome === 'exhausted') throw freeCreditsExhausted();

  const run = new AnswerRun(started.threadId, started.answerId, orgId, principal.userId);
  ctx.runs.start(run);
  run.push({
    type: 'thread',
    threadId: started.threadId,
    userMessageId: started.userMessageId,
    messageId: started.answerId,
    title: thread?.title ?? titleFromQuestion(question),
    answerer: ctx.writer.name,
  });
  // Detached from the request on purpose: the answer is written and saved even if nobody listens.
  void generate(ctx, run, {
    question,
    language,
    freeChatRemaining: started.remaining,
    // A new thread has no earlier messages: its history is not read.
    newThread: !thread,
    retrieval: early,
    workspace,
    trace,
  });
  return run;
}

interface Retrieved {
  passages: Passage[];
  covered: boolean;
}

/**
 * The provisions that answer the question (with a model's rewrite when one is given), each
 * flagged when a decision struck it or a later act repealed or replaced it.
 */
async function retrieve(
  ctx: AssistantContext,
  question: string,
  language: Lang,
  rewrite?: Promise<Partial<Record<Lang, string>> | undefined>,
  trace?: PhaseTrace,
): Promise<Retrieved> {
  const expansions = await rewrite;
  const { passages, covered, version } = await ctx.ranker.rank(
    {
      question,
      lang: language,
      limit: ctx.passages,
      ...(expansions && Object.keys(expansions).length > 0 ? { expansions } : {}),
    },
    trace,
  );
  await ctx.statuses.attach(version, passages);
  return { passages, covered };
}

async function generate(
  ctx: AssistantContext,
  run: AnswerRun,
  input: {
    question: string;
    language: Lang;
    freeChatRemaining: number | null;
    newThread: boolean;
    /** Retrieval already started for this question. */
    retrieval: Promise<Retrieved> | undefined;
    /** A workspace thread's library retrieval, prompt and citation check. */
    workspace?: WorkspaceHook | undefined;
    /** The question's steps, for the first-token benchmark (phases.ts). */
    trace?: PhaseTrace | undefined;
  },
): Promise<void> {
  const { db } = ctx;
  const laws = lawsDb(db);
  let retrieved: Passage[] = [];
  // What this request read from the corpus answers most checks; anything else is looked up.
  const citations = new CitationStream(
    async (claim) =>
      (await input.workspace?.verify(claim)) ??
      verifyAgainstPassages(claim, retrieved) ??
      verifyCitation(laws, claim, input.language),
  );
  let trace = input.trace;
  const emit = async (outputs: Awaited<ReturnType<CitationStream['push']>>) => {
    for (const out of outputs) {
      if (out.kind === 'text') {
        run.push({ type: 'delta', text: out.text });
        trace?.('first-words');
        trace = undefined;
      } else run.push({ type: 'citation', ...out.citation });
    }
  };
  let status: 'complete' | 'stopped' | 'failed' = 'complete';
  let freeChatRemaining = input.freeChatRemaining;
  const progress = saveAsItStreams(ctx, run);
  try {
    // The earlier messages are read while retrieval runs; a new thread has none.
    const history = input.newThread
      ? Promise.resolve<AssistantMessageRow[]>([])
      : repo.listMessages(db, run.organisationId, run.threadId);
    history.catch(() => undefined);
    const corpusRetrieved = await (input.retrieval ??
      retrieve(
        ctx,
        input.question,
        input.language,
        // With a language model: the question restated in the law's terms in each language.
        ctx.writer.rewriteQuestion?.(input.question, input.language, run.stopController.signal),
        input.trace,
      ));
    // In a workspace thread: its library's passages first, and a note when it does not answer.
    const { passages, covered, note } = input.workspace
      ? await input.workspace.combine(corpusRetrieved)
      : { ...corpusRetrieved, note: null };
    if (note) await emit(await citations.push(`${note}\n\n`));
    retrieved = passages;
    const earlier = (await history)
      .filter((m) => m.status === 'complete' && m.id !== run.messageId)
      .slice(0, -1)
      .map((m) => ({ role: m.role, content: m.content }));
    const chunks = ctx.writer.answer({
      question: input.question,
      lang: input.language,
      passages,
      covered,
      ...(input.workspace?.prompt ? { workspacePrompt: input.workspace.prompt } : {}),
      history: earlier,
      signal: run.stopController.signal,
    });
    for await (const chunk of chunks) {
      await emit(await citations.push(chunk));
      if (run.stopController.signal.aborted) break;
    }
    await emit(await citations.end());
    if (run.stopController.signal.aborted) status = 'stopped';
  } catch (error) {
    if (run.stopController.signal.aborted) {
      status = 'stopped';
    } else {
      status = 'failed';
      ctx.log.error({ err: error, threadId: run.threadId }, 'answer failed');
      run.push({
        type: 'error',
        code: 'ANSWER_FAILED',
        message: 'The assistant could not answer this question, please try again',
      });
      if (input.freeChatRemaining !== null) {
        freeChatRemaining = await repo.refundFreeCredit(db, run.organisationId).catch(() => null);
      }
    }
  }
  const stored: StoredCitation[] = citations.citations();
  await progress.stop();
  try {
    await repo.completeMessage(db, run.organisationId, run.messageId, {
      content: run.content,
      citations: stored,
      status,
    });
    await repo.touchThread(db, run.organisationId, run.threadId);
  } catch (error) {
    ctx.log.error({ err: error, threadId: run.threadId }, 'saving the answer failed');
  }
  // Saved before 'done': whoever attaches after this point reads the finished answer.
  run.push({ type: 'done', messageId: run.messageId, status, freeChatRemaining });
  ctx.runs.end(run);
}

/**
 * Writes the answer's text and citations so far to its row about once a second while it runs:
 * a process killed mid-answer loses at most about a second of it, and the restart keeps the rest
 * (recoverOrphanedAnswers).
 */
function saveAsItStreams(ctx: AssistantContext, run: AnswerRun): ProgressSaver {
  return new ProgressSaver(
    run,
    (progress) =>
      repo.saveProgress(ctx.db, run.organisationId, run.messageId, {
        content: progress.content,
        citations: progress.citations,
      }),
    (error) =>
      ctx.log.warn({ err: error, threadId: run.threadId }, 'saving a running answer failed'),
  );
}

/**
 * The run to attach to, or a finished answer replayed as a stream of the same events: a snapshot
 * (thread, the whole text as one delta, citations, done) that the route sends whole.
 */
export async function attach(
  ctx: AssistantContext,
  principal: Principal,
  threadId: string,
): Promise<AnswerRun> {
  const thread = await ownThread(ctx.db, principal, threadId);
  const live = ctx.runs.forThread(thread.id);
  if (live) return live;
  const messages = await repo.listMessages(ctx.db, principal.organisationId, thread.id);
  const lastAnswer = [...messages].reverse().find((m) => m.role === 'assistant');
  const lastQuestion = [...messages].reverse().find((m) => m.role === 'user');
  if (!lastAnswer || !lastQuestion) throw notFound('This conversation has no answer yet');
  const replay = new AnswerRun(
    thread.id,
    lastAnswer.id,
    principal.organisationId,
    principal.userId,
  );
  replay.snapshot = true;
  const message = toMessage(lastAnswer, undefined);
  replay.push({
    type: 'thread',
    threadId: thread.id,
    userMessageId: lastQuestion.id,
    messageId: lastAnswer.id,
    title: thread.title,
    answerer: message.answerer ?? ctx.writer.name,
  });
  if (message.content) replay.push({ type: 'delta', text: message.content });
  for (const citation of message.citations) replay.push({ type: 'citation', ...citation });
  replay.push({
    type: 'done',
    messageId: lastAnswer.id,
    status: message.status,
    freeChatRemaining: await repo.freeChatRemaining(ctx.db, principal.organisationId),
  });
  replay.finish();
  return replay;
}

/**
 * At server start: answers run only in the process that started them, so an answer still marked
 * 'streaming' was cut short by a crash or restart. Each is saved as failed, keeping the text and
 * citations saved as it streamed (the web app shows such an answer as incomplete) and, when its
 * organisation runs on free credits, the question's credit is given back. Idempotent: a second
 * call finds nothing left to do.
 */
export async function recoverOrphanedAnswers(
  ctx: Pick<AssistantContext, 'db' | 'runs' | 'log'>,
): Promise<{ failed: number; refunded: number }> {
  const running = ctx.runs.active().map((run) => run.messageId);
  const result = await repo.failOrphanedAnswers(ctx.db, running);
  if (result.failed > 0) {
    ctx.log.warn(result, 'answers cut short by a restart saved as failed');
  }
  return result;
}

/** Stops the thread's running answer; what was written so far is kept as 'stopped'. */
export async function stop(ctx: AssistantContext, principal: Principal, threadId: string) {
  const thread = await ownThread(ctx.db, principal, threadId);
  const run = ctx.runs.forThread(thread.id);
  if (!run) return { stopped: false };
  run.stopController.abort();
  return { stopped: true };
}

export async function listConversations(
  db: Db,
  principal: Principal,
  query: ConversationsQuery,
): Promise<ConversationPage> {
  const page = conversationsQuerySchema.parse(query);
  const { rows, total } = await repo.listThreads(
    db,
    principal.organisationId,
    principal.userId,
    page,
  );
  return { items: rows.map(toConversation), total, limit: page.limit, offset: page.offset };
}

export async function threadDetails(
  ctx: AssistantContext,
  principal: Principal,
  threadId: string,
  mediaBasePath: string,
): Promise<ThreadDetails> {
  const thread = await ownThread(ctx.db, principal, threadId);
  const messages = await repo.listMessages(ctx.db, principal.organisationId, thread.id);
  const run = ctx.runs.forThread(thread.id);
  return {
    ...toConversation(thread),
    messages: messages.map((m) => toMessage(m, run)),
    share: shareLinkOf(thread, mediaBasePath),
    activeMessageId: run?.messageId ?? null,
  };
}

export async function renameConversation(
  db: Db,
  principal: Principal,
  threadId: string,
  title: string,
): Promise<Conversation> {
  const row = await repo.renameThread(
    db,
    principal.organisationId,
    principal.userId,
    threadId,
    title,
  );
  if (!row) throw threadNotFound();
  return toConversation(row);
}

export async function deleteConversation(
  ctx: AssistantContext,
  principal: Principal,
  threadId: string,
): Promise<void> {
  const thread = await ownThread(ctx.db, principal, threadId);
  ctx.runs.forThread(thread.id)?.stopController.abort();
  if (!(await repo.deleteThread(ctx.db, principal.organisationId, principal.userId, thread.id))) {
    throw threadNotFound();
  }
}

/** 24 random bytes, base64url: 192 bits, not guessable. */
const newSlug = () => randomBytes(24).toString('base64url');

/**
 * Shares a thread: a snapshot of its finished messages (verified citations only) behind a random
 * slug. Sharing again refreshes the snapshot and keeps the link.
 */
export async function share(
  ctx: AssistantContext,
  principal: Principal,
  threadId: string,
  mediaBasePath: string,
): Promise<ShareLink> {
  const thread = await ownThread(ctx.db, principal, threadId);
  const messages = await repo.listMessages(ctx.db, principal.organisationId, thread.id);
  const sharedAt = new Date();
  const snapshot: Omit<SharedConversation, 'slug' | 'sharedAt'> = {
    title: thread.title,
    language: thread.language,
    messages: messages
      .filter((m) => m.status !== 'streaming')
      .map((m) => {
        const message = toMessage(m, undefined);
        return {
          role: message.role,
          content: message.content,
          citations: message.citations.filter((c) => c.verified),
          answerer: message.answerer,
          createdAt: message.createdAt,
        };
      }),
  };
  const row = await repo.setShare(ctx.db, principal.organisationId, principal.userId, thread.id, {
    slug: thread.share_slug ?? newSlug(),
    snapshot,
    sharedAt,
  });
  const link = row && shareLinkOf(row, mediaBasePath);
  if (!link) throw threadNotFound();
  return link;
}

export async function revokeShare(db: Db, principal: Principal, threadId: string): Promise<void> {
  const row = await repo.setShare(db, principal.organisationId, principal.userId, threadId, null);
  if (!row) throw threadNotFound();
}

export async function sharedConversation(db: Db, slug: string): Promise<SharedConversation> {
  const row = await repo.findSharedSnapshot(db, slug);
  if (!row?.share_slug || !row.shared_at) throw notFound('This link is not shared any more');
  const snapshot = row.share_snapshot as Omit<SharedConversation, 'slug' | 'sharedAt'>;
  return { ...snapshot, slug: row.share_slug, sharedAt: row.shared_at.toISOString() };
}
