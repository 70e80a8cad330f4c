import {
  assistantStreamEventSchema,
  conversationPageSchema,
  conversationSchema,
  shareLinkSchema,
  sharedConversationSchema,
  threadDetailsSchema,
  type AskQuestionBody,
  type AssistantStreamEvent,
  type Conversation,
  type ConversationPage,
  type ConversationsQuery,
  type ShareLink,
  type SharedConversation,
  type ThreadDetails,
} from '../contract/assistant';
import { getApiClient } from '../http/client';
import { readServerSentEvents } from '../http/streaming';

/** One event of an answer stream with its SSE id (what `after` takes to resume past it). */
export interface AnswerStreamEvent {
  /** The id the server gave the event (`id:` line): its sequence number in the answer, 1, 2, ... */
  id: number;
  event: AssistantStreamEvent;
}

/** An SSE `id:` as the server writes it (a non-negative integer), else null. */
function eventIdOf(id: string | undefined): number | null {
  if (id === undefined || !/^\d+$/.test(id)) return null;
  const value = Number(id);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * The answer's events with the ids the server gave them, so a resume (`?after=`) names the last
 * event really received whatever the client skipped or the server replayed. An event without an
 * id keeps the last one seen (the SSE rule for Last-Event-ID), starting from `after`. A payload
 * that is not a known event is skipped, not fatal: a newer server may add event types.
 */
async function* answerEvents(
  stream: ReadableStream<Uint8Array>,
  after: number,
): AsyncGenerator<AnswerStreamEvent, void, undefined> {
  let lastId = after;
  for await (const message of readServerSentEvents(stream)) {
    lastId = eventIdOf(message.id) ?? lastId;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message.data);
    } catch {
      continue;
    }
    const event = assistantStreamEventSchema.safeParse(parsed);
    if (!event.success) continue;
    yield { id: lastId, event: event.data };
  }
}

/**
 * POST /assistant/threads (chat host): asks a question, in a new thread or in `body.threadId`.
 * Resolves once the server accepted it (a refusal - free credits spent, rate limit, an answer
 * still running - rejects with its ApiError), then yields the answer's events as they arrive.
 * Aborting `signal` only stops listening: the server keeps writing and saving the answer.
 */
export async function askQuestion(
  body: AskQuestionBody,
  signal?: AbortSignal,
): Promise<AsyncGenerator<AnswerStreamEvent, void, undefined>> {
  const stream = await getApiClient().stream('/assistant/threads', {
    method: 'POST',
    host: 'chat',
    body,
    signal,
  });
  return answerEvents(stream, 0);
}

/**
 * GET /assistant/threads/{id}/stream (chat host): attaches to the thread's running answer,
 * skipping the events up to `after`; once the answer has ended, the server replays the saved one
 * whole, opening with its `thread` event (numbered 1), and the caller replaces what it had.
 */
export async function attachToAnswer(
  threadId: string,
  after = 0,
  signal?: AbortSignal,
): Promise<AsyncGenerator<AnswerStreamEvent, void, undefined>> {
  const stream = await getApiClient().stream(
    `/assistant/threads/${encodeURIComponent(threadId)}/stream`,
    { host: 'chat', query: { after: after > 0 ? after : undefined }, signal },
  );
  return answerEvents(stream, after);
}

/** POST /assistant/threads/{id}/stop (chat host): stops the running answer; what it wrote is kept. */
export async function stopAnswer(threadId: string): Promise<{ stopped: boolean }> {
  const reply = await getApiClient().json(
    `/assistant/threads/${encodeURIComponent(threadId)}/stop`,
    { method: 'POST', host: 'chat' },
  );
  return { stopped: (reply as { stopped?: unknown } | undefined)?.stopped === true };
}

/** The conversations list's parameters as the client sends them. */
export type ConversationListParams = Omit<ConversationsQuery, 'limit' | 'offset'> & {
  limit?: number;
  offset?: number;
};

/** GET /conversations?limit&offset&q (chat host): the user's threads, newest first. */
export function getConversations(
  params: ConversationListParams = {},
  signal?: AbortSignal,
): Promise<ConversationPage> {
  return getApiClient().json('/conversations', {
    host: 'chat',
    query: { limit: params.limit, offset: params.offset, q: params.q || undefined },
    schema: conversationPageSchema,
    signal,
  });
}

/** GET /threadDetails/{id} (chat host): a thread with its messages, share link and running answer. */
export function getThreadDetails(threadId: string, signal?: AbortSignal): Promise<ThreadDetails> {
  return getApiClient().json(`/threadDetails/${encodeURIComponent(threadId)}`, {
    host: 'chat',
    schema: threadDetailsSchema,
    signal,
  });
}

/** PATCH /conversations/{id} (chat host): renames a thread. */
export function renameConversation({
  id,
  title,
}: {
  id: string;
  title: string;
}): Promise<Conversation> {
  return getApiClient().json(`/conversations/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    host: 'chat',
    body: { title },
    schema: conversationSchema,
  });
}

/** DELETE /conversations/{id} (chat host). */
export async function deleteConversation(id: string): Promise<void> {
  await getApiClient().request(`/conversations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    host: 'chat',
  });
}

/** POST /assistant/{id}/share (chat host): the thread's public link (the same one when shared again). */
export function shareConversation(id: string): Promise<ShareLink> {
  return getApiClient().json(`/assistant/${encodeURIComponent(id)}/share`, {
    method: 'POST',
    host: 'chat',
    schema: shareLinkSchema,
  });
}

/** DELETE /assistant/{id}/share (chat host): revokes the public link. */
export async function revokeShare(id: string): Promise<void> {
  await getApiClient().request(`/assistant/${encodeURIComponent(id)}/share`, {
    method: 'DELETE',
    host: 'chat',
  });
}

/** GET /shared/{slug} (media host, no sign-in): the read-only snapshot a public link shows. */
export function getSharedConversation(
  slug: string,
  signal?: AbortSignal,
): Promise<SharedConversation> {
  return getApiClient().json(`/shared/${encodeURIComponent(slug)}`, {
    host: 'media',
    auth: false,
    schema: sharedConversationSchema,
    signal,
  });
}
