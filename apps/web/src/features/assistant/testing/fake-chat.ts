/*
 * Test helpers: the assistant's server in memory (threads, conversations, shares) behind the fake
 * fetch of test/render, with answer streams the test writes event by event.
 */
import type {
  AssistantCitation,
  AssistantMessage,
  AssistantStreamEvent,
  Conversation,
  SharedConversation,
  Organisation,
  ThreadDetails,
} from '@lexio/api/contract';
import { z } from 'zod/mini';

import { fakeApi } from '../../../test/render';

/** An SSE response whose events the test sends when it wants, with ids from `firstId` on. */
export function openStream(firstId = 1) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  let id = firstId - 1;
  let closed = false;
  return {
    response: () =>
      new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } }),
    send(event: AssistantStreamEvent) {
      id += 1;
      controller.enqueue(
        encoder.encode(`id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`),
      );
    },
    close() {
      if (closed) return;
      closed = true;
      controller.close();
    },
  };
}
export type TestStream = ReturnType<typeof openStream>;

let counter = 0;
/** A fresh uuid-shaped id (the contract checks uuids). */
export function testUuid(): string {
  counter += 1;
  const n = (Date.now() * 1000 + counter).toString(16).padStart(12, '0').slice(-12);
  return `00000000-0000-4000-8000-${n}`;
}

export const gdprArt33: AssistantCitation = {
  index: 1,
  documentId: 'eu/reg/2016/679',
  article: 'art-33',
  paragraph: 'art-33-par-1',
  quote: 'il titolare del trattamento notifica la violazione',
  verified: true,
  documentTitle: 'GDPR',
  label: 'Articolo 33',
};

export function conversationOf(details: ThreadDetails): Conversation {
  const { messages: _m, share: _s, activeMessageId: _a, ...conversation } = details;
  return conversation;
}

export function message(
  values: Partial<AssistantMessage> & Pick<AssistantMessage, 'role'>,
): AssistantMessage {
  return {
    id: testUuid(),
    content: '',
    citations: [],
    status: 'complete',
    answerer: values.role === 'assistant' ? 'embedded-extractive' : null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...values,
  };
}

export function thread(values: Partial<ThreadDetails> = {}): ThreadDetails {
  return {
    id: testUuid(),
    title: 'Notifica di una violazione',
    workspaceId: null,
    language: 'it',
    shared: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    messages: [],
    share: null,
    activeMessageId: null,
    ...values,
  };
}

interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

/** The server's own rule for an id in a path (its contract's `z.uuid()`). */
const isUuid = (id: string) => z.uuid().safeParse(id).success;

/**
 * The assistant's routes in memory. Asking opens a stream the test drives (`chat.streams`); the
 * question and an empty streaming answer are saved at once, as the server does.
 */
export function fakeChat() {
  const threads = new Map<string, ThreadDetails>();
  const streams: { threadId: string; messageId: string; stream: TestStream }[] = [];
  const calls: Call[] = [];
  const shared = new Map<string, SharedConversation>();
  let refuseAsk: Response | null = null;
  let organisation: Organisation | null = null;

  const fetchMock = fakeApi(async (raw, init) => {
    const url = new URL(raw);
    const method = init.method ?? 'GET';
    const path = decodeURIComponent(url.pathname);
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, search: url.searchParams, body });
    const notFound = () =>
      Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
    // As the server's contract: an id that is no uuid is refused before any lookup.
    const malformedId = () =>
      Response.json(
        { error: { code: 'VALIDATION', message: 'params/id: Invalid UUID' } },
        { status: 400 },
      );
    let match: RegExpExecArray | null;

    if (method === 'POST' && path === '/assistant/threads') {
      if (refuseAsk) return refuseAsk.clone();
      const { question, threadId, language } = body as {
        question: string;
        threadId?: string;
        language?: 'it' | 'en' | 'fr';
      };
      const existing = threadId ? threads.get(threadId) : undefined;
      const details =
        existing ?? thread({ title: question.slice(0, 80), language: language ?? 'it' });
      const asked = message({ role: 'user', content: question });
      const answer = message({ role: 'assistant', status: 'streaming' });
      threads.set(details.id, {
        ...details,
        messages: [...details.messages, asked, answer],
        activeMessageId: answer.id,
      });
      const stream = openStream();
      streams.push({ threadId: details.id, messageId: answer.id, stream });
      stream.send({
        type: 'thread',
        threadId: details.id,
        userMessageId: asked.id,
        messageId: answer.id,
        title: details.title,
        answerer: 'embedded-extractive',
      });
      return stream.response();
    }
    if ((match = /^\/assistant\/threads\/([^/]+)\/stream$/.exec(path))) {
      const running = [...streams].reverse().find((s) => s.threadId === match![1]);
      if (!running) return notFound();
      // A resume continues the numbering after the last event the client names, as the server does.
      const stream = openStream(Number(url.searchParams.get('after') ?? 0) + 1);
      running.stream = stream;
      return stream.response();
    }
    if ((match = /^\/assistant\/threads\/([^/]+)\/stop$/.exec(path))) {
      return Response.json({ stopped: true });
    }
    if ((match = /^\/threadDetails\/([^/]+)$/.exec(path))) {
      if (!isUuid(match[1]!)) return malformedId();
      const details = threads.get(match[1]!);
      return details ? Response.json(details) : notFound();
    }
    if (method === 'GET' && path === '/conversations') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const all = [...threads.values()]
        .filter((t) => t.title.toLowerCase().includes(q))
        .map(conversationOf);
      return Response.json({
        items: all.slice(offset, offset + limit),
        total: all.length,
        limit,
        offset,
      });
    }
    if ((match = /^\/conversations\/([^/]+)$/.exec(path))) {
      if (!isUuid(match[1]!)) return malformedId();
      const details = threads.get(match[1]!);
      if (!details) return notFound();
      if (method === 'DELETE') {
        threads.delete(details.id);
        return new Response(null, { status: 204 });
      }
      const renamed = { ...details, title: (body as { title: string }).title };
      threads.set(details.id, renamed);
      return Response.json(conversationOf(renamed));
    }
    if ((match = /^\/assistant\/([^/]+)\/share$/.exec(path))) {
      const details = threads.get(match[1]!);
      if (!details) return notFound();
      if (method === 'DELETE') {
        threads.set(details.id, { ...details, shared: false, share: null });
        return new Response(null, { status: 204 });
      }
      const slug = details.share?.slug ?? `slug${details.id.replaceAll('-', '')}`;
      const share = {
        slug,
        path: `/share/${slug}`,
        mediaPath: `/media/shared/${slug}`,
        sharedAt: '2026-03-02T09:00:00.000Z',
      };
      threads.set(details.id, { ...details, shared: true, share });
      return Response.json(share);
    }
    if (method === 'GET' && path === '/organisations/me' && organisation) {
      return Response.json(organisation);
    }
    if ((match = /^\/shared\/([^/]+)$/.exec(path))) {
      const snapshot = shared.get(match[1]!);
      return snapshot ? Response.json(snapshot) : notFound();
    }
    return notFound();
  });

  return {
    threads,
    streams,
    calls,
    shared,
    fetchMock,
    /** GET /organisations/me answers this from now on (null: not found). */
    serveOrganisation(value: Organisation | null) {
      organisation = value;
    },
    /** Every ask is refused with this response from now on (null: accepted again). */
    refuseAsks(response: Response | null) {
      refuseAsk = response;
    },
    /** The last answer stream opened for a thread. */
    streamOf(threadId: string): TestStream {
      const found = [...streams].reverse().find((s) => s.threadId === threadId);
      if (!found) throw new Error(`no stream for ${threadId}`);
      return found.stream;
    },
    /** Ends the thread's running answer as the server does: saved, then `done`. */
    finish(
      threadId: string,
      content: string,
      citations: AssistantCitation[] = [],
      status: 'complete' | 'stopped' = 'complete',
    ) {
      const running = [...streams].reverse().find((s) => s.threadId === threadId)!;
      const details = threads.get(threadId)!;
      threads.set(threadId, {
        ...details,
        activeMessageId: null,
        messages: details.messages.map((m) =>
          m.id === running.messageId ? { ...m, content, citations, status } : m,
        ),
      });
      running.stream.send({
        type: 'done',
        messageId: running.messageId,
        status,
        freeChatRemaining: null,
      });
      running.stream.close();
    },
  };
}
