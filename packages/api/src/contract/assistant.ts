import { z } from 'zod/mini';

import { pageOf, pageQuerySchema } from './paging';
import { safeText } from './text';

/**
 * The assistant (chat host): asking, streaming answers, conversations and sharing.
 *
 *   POST   /assistant/threads                 ask (new thread or threadId) -> text/event-stream
 *   GET    /assistant/threads/{id}/stream     attach to the running answer (replay, then live)
 *   POST   /assistant/threads/{id}/stop       stop the running answer (kept as 'stopped')
 *   GET    /conversations?limit&offset&q      the caller's threads, newest first
 *   GET    /threadDetails/{id}                a thread with its messages and citations
 *   PATCH  /conversations/{id}                rename
 *   DELETE /conversations/{id}
 *   POST   /assistant/{id}/share              public link (idempotent)
 *   DELETE /assistant/{id}/share              revoke it
 *   GET    /shared/{slug}                     (media host, no sign-in) the read-only snapshot
 */

export const assistantLanguageSchema = z.enum(['it', 'en', 'fr']);
export type AssistantLanguage = z.infer<typeof assistantLanguageSchema>;

/**
 * Who wrote an answer: the embedded grounded answerer (verbatim quotes of the retrieved provisions,
 * no model), or a language model through an OpenAI-compatible endpoint or Amazon Bedrock.
 */
export const answererSchema = z.enum(['embedded-extractive', 'openai-compatible', 'bedrock']);
export type Answerer = z.infer<typeof answererSchema>;

/**
 * A source of an answer (shared/corpus/IDS.md). `verified` is true only when the document and the
 * article (and paragraph) exist and `quote` is in that text; an unverified citation is never a
 * source: its marker is removed from the answer and the UI should not show it as one.
 * In the answer's markdown, a verified citation appears as the link `[n](#cite-n)`, n = `index`.
 */
export const assistantCitationSchema = z.object({
  /** 1, 2, ... for verified citations in order of appearance; 0 for an unverified one. */
  index: z.number().check(z.int(), z.gte(0)),
  documentId: z.string(),
  /** The unit anchor: `art-33`, `art-615-ter`, `rec-12`. */
  article: z.string(),
  /** The paragraph anchor when the citation is that precise: `art-33-par-1`. */
  paragraph: z.optional(z.string()),
  quote: z.string(),
  verified: z.boolean(),
  /** The document's short title (`GDPR`, `Codice civile`), when verified. */
  documentTitle: z.optional(z.string()),
  /** The unit's label in the quoted language (`Articolo 33`, `Art. 615-ter`), when verified. */
  label: z.optional(z.string()),
  /**
   * Set when the source is a passage of a document of the workspace's library rather than the
   * corpus: then `documentId` is `library/{workspaceId}/{documentId}`, `article` is
   * `passage-{passage}`, `documentTitle` the file's name, and the citation opens
   * `/library/{workspaceId}/{documentId}?passage={passage}&quote=...`.
   */
  library: z.optional(
    z.object({
      workspaceId: z.uuid(),
      documentId: z.uuid(),
      /** The passage's position in the document (the viewer's `#passage-{n}`). */
      passage: z.number().check(z.int(), z.gte(0)),
      /** The page it is on (PDF), null for formats without pages. */
      page: z.nullable(z.number().check(z.int())),
    }),
  ),
});
export type AssistantCitation = z.infer<typeof assistantCitationSchema>;

export const askQuestionBodySchema = z.object({
  question: safeText().check(z.trim(), z.minLength(1), z.maxLength(4000)),
  /** Continue this thread; omitted starts a new one (titled after the question). */
  threadId: z.optional(z.uuid()),
  /**
   * A new thread in this workspace of the caller's organisation (ignored with `threadId`: a
   * thread stays where it started). The answer then draws on the workspace's indexed library
   * documents as well as the corpus, and follows the workspace prompt.
   */
  workspaceId: z.optional(z.uuid()),
  /** The language of the question and of the answer; default: the thread's, else the user's. */
  language: z.optional(assistantLanguageSchema),
});
export type AskQuestionBody = z.input<typeof askQuestionBodySchema>;

export const assistantMessageStatusSchema = z.enum(['streaming', 'complete', 'stopped', 'failed']);
export type AssistantMessageStatus = z.infer<typeof assistantMessageStatusSchema>;

export const assistantMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  /** Markdown; verified citations as `[n](#cite-n)` links. */
  content: z.string(),
  citations: z.array(assistantCitationSchema),
  status: assistantMessageStatusSchema,
  answerer: z.nullable(answererSchema),
  createdAt: z.string(),
});
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

/** The public link of a shared thread. */
export const shareLinkSchema = z.object({
  slug: z.string(),
  /** The web app's page for the link: `/share/{slug}`. */
  path: z.string(),
  /** The snapshot on the media host: GET `{media base}/shared/{slug}`. */
  mediaPath: z.string(),
  sharedAt: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** A thread in the list (spec §7 "conversation"). */
export const conversationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** Null: a conversation outside any workspace (opens /assistant/{thread}). */
  workspaceId: z.nullable(z.uuid()),
  language: assistantLanguageSchema,
  shared: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationsQuerySchema = z.extend(pageQuerySchema, {
  /** Only titles containing this text (case-insensitive). */
  q: z.optional(safeText().check(z.trim(), z.maxLength(200))),
});
export type ConversationsQuery = z.input<typeof conversationsQuerySchema>;

export const conversationPageSchema = pageOf(conversationSchema);
export type ConversationPage = z.infer<typeof conversationPageSchema>;

export const threadDetailsSchema = z.extend(conversationSchema, {
  messages: z.array(assistantMessageSchema),
  share: z.nullable(shareLinkSchema),
  /** The answer being written now, to attach to with GET /assistant/threads/{id}/stream. */
  activeMessageId: z.nullable(z.uuid()),
});
export type ThreadDetails = z.infer<typeof threadDetailsSchema>;

export const updateConversationBodySchema = z.object({
  title: safeText().check(z.trim(), z.minLength(1), z.maxLength(200)),
});
export type UpdateConversationBody = z.infer<typeof updateConversationBodySchema>;

/** The read-only snapshot a public link serves: no ids of users, verified citations only. */
export const sharedConversationSchema = z.object({
  slug: z.string(),
  title: z.string(),
  language: assistantLanguageSchema,
  sharedAt: z.string(),
  messages: z.array(
    z.pick(assistantMessageSchema, {
      role: true,
      content: true,
      citations: true,
      answerer: true,
      createdAt: true,
    }),
  ),
});
export type SharedConversation = z.infer<typeof sharedConversationSchema>;

/**
 * The events of an answer stream (text/event-stream). Each event has `event: <type>`, an `id:`
 * (its sequence number; GET .../stream?after=<id> skips what the client has) and `data:` with one
 * of these JSON objects, whose `type` repeats the event name.
 * `thread` is always event 1 and opens every stream that starts from the beginning: a client
 * replaces what it holds of that answer. Once the answer has ended, GET .../stream sends the saved
 * answer whole (thread, the text as one delta, citations, done), numbered from 1 whatever `after`
 * says.
 */
export const assistantStreamEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('thread'),
    threadId: z.uuid(),
    /** The user's question as saved. */
    userMessageId: z.uuid(),
    /** The answer being written. */
    messageId: z.uuid(),
    title: z.string(),
    answerer: answererSchema,
  }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.extend(assistantCitationSchema, { type: z.literal('citation') }),
  z.object({
    type: z.literal('done'),
    messageId: z.uuid(),
    status: assistantMessageStatusSchema,
    /** The organisation's free questions left, when it runs on free credits. */
    freeChatRemaining: z.nullable(z.number().check(z.int())),
  }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type AssistantStreamEvent = z.infer<typeof assistantStreamEventSchema>;

/** Error codes of the assistant's calls (the `error.code` of apiErrorSchema). */
export const assistantErrorCodes = {
  /** 402: the organisation's free questions are spent; point the user to /products. */
  freeCreditsExhausted: 'FREE_CREDITS_EXHAUSTED',
  /** 429: too many questions in a short time. */
  rateLimited: 'RATE_LIMITED',
  /** 404: no such thread for this user (or not shared any more). */
  notFound: 'NOT_FOUND',
  /** 409: the thread is still answering the previous question. */
  answerInProgress: 'ANSWER_IN_PROGRESS',
  /** In an `error` event: the answerer failed; the message is saved as 'failed'. */
  answerFailed: 'ANSWER_FAILED',
} as const;
