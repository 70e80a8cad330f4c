/*
 * Answers being written, kept outside the pages: a thread's answer goes on streaming (and is
 * watched) while the user reads another thread, and when it ends the store decides whether the
 * user must be told (another thread on screen, or the tab hidden). Text deltas are applied at most
 * once per animation frame, so a fast stream costs one render per frame, not one per token.
 */
import type { AnswerStreamEvent } from '@lexio/api';
import type {
  Answerer,
  AskQuestionBody,
  AssistantCitation,
  AssistantLanguage,
  AssistantMessageStatus,
} from '@lexio/api/contract';

import { answerPlainText } from './answer-text';

/** An answer the client is following (or followed) live. */
export interface LiveAnswer {
  threadId: string;
  /** The answer's message id. */
  messageId: string | null;
  /** The question's message id, once the server saved it. */
  userMessageId: string | null;
  /** The question, when this client asked it (an attached answer knows it from the thread). */
  question: string | null;
  title: string;
  workspaceId: string | null;
  language: AssistantLanguage | null;
  content: string;
  citations: AssistantCitation[];
  status: AssistantMessageStatus;
  answerer: Answerer | null;
  /** Set when the answer failed (an `error` event, or the stream could not be resumed). */
  error: { code: string; message: string } | null;
  /** The organisation's free questions left, when it runs on free credits. */
  freeChatRemaining: number | null;
}

type Events = AsyncGenerator<AnswerStreamEvent, void, undefined>;

/** What the store needs from the outside world; the app passes the real ones, tests their own. */
export interface AnswersStoreDeps {
  ask: (body: AskQuestionBody, signal: AbortSignal) => Promise<Events>;
  attach: (threadId: string, after: number, signal: AbortSignal) => Promise<Events>;
  stop: (threadId: string) => Promise<unknown>;
  /** Runs `callback` before the next paint (requestAnimationFrame in the browser). */
  scheduleFrame?: (callback: () => void) => void;
  /** Whether the tab is hidden now. */
  isHidden?: () => boolean;
  /** Shows the 'response ready' notification. */
  notify: (notification: {
    id: string;
    conversationId: string;
    message: string;
    workspaceId: string | null;
  }) => void;
  /**
   * A thread changed on the server (an answer started or ended): refresh what is cached of it, the
   * lists and the organisation (its free questions left).
   */
  invalidate: (threadId: string) => void;
  /** Pause before the n-th attempt to resume a broken stream (n from 1); default n seconds. */
  retryDelay?: (attempt: number) => number;
}

/** Attempts to resume a stream that broke before its end. */
const MAX_RESUMES = 3;
/** Characters of the answer the notification shows. */
const NOTIFICATION_CHARS = 160;

/** The error code when the stream broke and could not be resumed. */
export const connectionLostCode = 'CONNECTION_LOST';

function defaultScheduleFrame(callback: () => void) {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => callback());
  else setTimeout(callback, 16);
}

interface Watch {
  controller: AbortController;
  lastEventId: number;
}

export function createAnswersStore(deps: AnswersStoreDeps) {
  const scheduleFrame = deps.scheduleFrame ?? defaultScheduleFrame;
  const isHidden = deps.isHidden ?? (() => typeof document !== 'undefined' && document.hidden);
  const retryDelay = deps.retryDelay ?? ((attempt: number) => attempt * 1000);

  let answers: ReadonlyMap<string, LiveAnswer> = new Map();
  const watches = new Map<string, Watch>();
  const pending = new Map<string, AnswerStreamEvent['event'][]>();
  const listeners = new Set<() => void>();
  let frameScheduled = false;
  let viewing: string | null = null;

  const emit = () => listeners.forEach((listener) => listener());

  function write(threadId: string, update: (answer: LiveAnswer) => LiveAnswer) {
    const current = answers.get(threadId);
    if (!current) return;
    const next = new Map(answers);
    next.set(threadId, update(current));
    answers = next;
  }

  function apply(answer: LiveAnswer, event: AnswerStreamEvent['event']): LiveAnswer {
    switch (event.type) {
      case 'delta':
        return { ...answer, content: answer.content + event.text };
      case 'citation': {
        const { type: _type, ...citation } = event;
        return { ...answer, citations: [...answer.citations, citation] };
      }
      default:
        return answer;
    }
  }

  /** Applies the deltas and citations that arrived since the last frame, with one notification. */
  function flush() {
    frameScheduled = false;
    if (pending.size === 0) return;
    for (const [threadId, queued] of pending) {
      write(threadId, (answer) => queued.reduce(apply, answer));
    }
    pending.clear();
    emit();
  }

  function queue(threadId: string, event: AnswerStreamEvent['event']) {
    const queued = pending.get(threadId) ?? [];
    queued.push(event);
    pending.set(threadId, queued);
    if (!frameScheduled) {
      frameScheduled = true;
      scheduleFrame(flush);
    }
  }

  function finish(
    threadId: string,
    status: AssistantMessageStatus,
    extra: Partial<LiveAnswer> = {},
  ) {
    // The end applies at once, whatever frame is pending: a hidden tab paints no frames.
    flush();
    write(threadId, (answer) => ({ ...answer, ...extra, status }));
    emit();
    deps.invalidate(threadId);
    const answer = answers.get(threadId);
    if (answer && status === 'complete' && (viewing !== threadId || isHidden())) {
      deps.notify({
        id: answer.messageId ?? threadId,
        conversationId: threadId,
        message: answerPlainText(answer.content, NOTIFICATION_CHARS) || answer.title,
        workspaceId: answer.workspaceId,
      });
    }
  }

  /** Handles one event; returns true at the end of the answer. */
  function handle(threadId: string, { id, event }: AnswerStreamEvent): boolean {
    const watch = watches.get(threadId);
    if (watch) watch.lastEventId = id;
    switch (event.type) {
      case 'thread':
        // A stream that opens with its thread starts the answer over (a resume after the answer
        // ended gets the saved one whole): what this client had of it is replaced, not added to.
        pending.delete(threadId);
        write(threadId, (answer) => ({
          ...answer,
          messageId: event.messageId,
          userMessageId: event.userMessageId,
          title: event.title,
          answerer: event.answerer,
          content: '',
          citations: [],
        }));
        emit();
        return false;
      case 'delta':
      case 'citation':
        queue(threadId, event);
        return false;
      case 'error':
        flush();
        write(threadId, (answer) => ({
          ...answer,
          error: { code: event.code, message: event.message },
        }));
        emit();
        return false;
      case 'done': {
        const failed = answers.get(threadId)?.error != null;
        finish(threadId, failed ? 'failed' : event.status, {
          freeChatRemaining: event.freeChatRemaining,
        });
        return true;
      }
    }
  }

  /** Reads a stream to its end, resuming it (after the last event seen) when it breaks. */
  async function follow(threadId: string, first: Events | null) {
    const watch = watches.get(threadId);
    if (!watch) return;
    let events: Events | null = first;
    let attempt = 0;
    let finished = false;
    for (;;) {
      try {
        if (!events)
          events = await deps.attach(threadId, watch.lastEventId, watch.controller.signal);
        for await (const entry of events) {
          attempt = 0;
          if (finished) continue;
          if (handle(threadId, entry)) {
            // The answer is shown as finished now; the server closes the stream right after its
            // done event. Reading on to that end, rather than leaving the loop, keeps the request
            // from being cancelled (the browser logs a cancelled one as a failed request).
            finished = true;
            watches.delete(threadId);
          }
        }
        if (finished) return;
      } catch (error) {
        if (finished || watch.controller.signal.aborted) return;
        const status = (error as { status?: number }).status;
        // A thread that is gone (or never had an answer) will not come back by retrying.
        if (status !== undefined && status >= 400 && status < 500) attempt = MAX_RESUMES;
      }
      if (watch.controller.signal.aborted) return;
      events = null;
      attempt += 1;
      if (attempt > MAX_RESUMES) {
        watches.delete(threadId);
        finish(threadId, 'failed', {
          error: { code: connectionLostCode, message: 'The connection to the answer was lost' },
        });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt)));
      if (watch.controller.signal.aborted) return;
    }
  }

  function startWatch(threadId: string): Watch {
    watches.get(threadId)?.controller.abort();
    const watch = { controller: new AbortController(), lastEventId: 0 };
    watches.set(threadId, watch);
    return watch;
  }

  function blank(threadId: string, values: Partial<LiveAnswer>): LiveAnswer {
    return {
      threadId,
      messageId: null,
      userMessageId: null,
      question: null,
      title: '',
      workspaceId: null,
      language: null,
      content: '',
      citations: [],
      status: 'streaming',
      answerer: null,
      error: null,
      freeChatRemaining: null,
      ...values,
    };
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => answers,
    get: (threadId: string) => answers.get(threadId),
    /** Whether the client is following the thread's answer now. */
    isWatching: (threadId: string) => watches.has(threadId),

    /** Tells the store which thread is on screen (null: none), for the response-ready rule. */
    setViewing(threadId: string | null) {
      viewing = threadId;
    },

    /**
     * Asks a question and follows the answer in the background. Resolves with the thread's id once
     * the server started the answer; a refusal (credits, rate limit, answer in progress) rejects
     * with its ApiError and leaves nothing behind.
     */
    async ask(
      body: AskQuestionBody,
      context: { workspaceId?: string | null } = {},
    ): Promise<string> {
      const controller = new AbortController();
      const events = await deps.ask(body, controller.signal);
      const first = await events.next();
      if (first.done || first.value.event.type !== 'thread') {
        controller.abort();
        throw new Error('The answer stream did not start with its thread');
      }
      const { threadId } = first.value.event;
      const watch = startWatch(threadId);
      watch.controller = controller;
      const next = new Map(answers);
      next.set(
        threadId,
        blank(threadId, {
          question: body.question,
          workspaceId: context.workspaceId ?? null,
          language: body.language ?? null,
        }),
      );
      answers = next;
      handle(threadId, first.value);
      void follow(threadId, events);
      deps.invalidate(threadId);
      return threadId;
    },

    /** Follows the thread's running answer (a page opened while it was being written). */
    attach(threadId: string, context: { workspaceId?: string | null } = {}) {
      if (watches.has(threadId)) return;
      startWatch(threadId);
      const next = new Map(answers);
      next.set(threadId, blank(threadId, { workspaceId: context.workspaceId ?? null }));
      answers = next;
      emit();
      void follow(threadId, null);
    },

    /** Asks the server to stop the answer; the stream then ends with status 'stopped'. */
    async stop(threadId: string) {
      await deps.stop(threadId);
    },

    /** Forgets a thread (deleted): stops following it. */
    forget(threadId: string) {
      watches.get(threadId)?.controller.abort();
      watches.delete(threadId);
      pending.delete(threadId);
      const next = new Map(answers);
      next.delete(threadId);
      answers = next;
      emit();
    },
  };
}

export type AnswersStore = ReturnType<typeof createAnswersStore>;
