import { http, HttpResponse } from 'msw';

import type { AssistantStreamEvent, SharedConversation } from '../contract/assistant';
import { configureApi } from '../http/client';
import { isApiError } from '../http/errors';
import { listenDuringTests, memoryStorage, server, testBaseUrl } from '../test/server';
import {
  askQuestion,
  attachToAnswer,
  getConversations,
  getSharedConversation,
  stopAnswer,
} from './requests';

const chatBaseUrl = `${testBaseUrl}/chat`;
const mediaBaseUrl = `${testBaseUrl}/media`;
const threadId = '0b6f5a0e-8d6c-4c53-9a57-4f3f1b0c2a11';
const messageId = '5c1d8f7e-2b9a-4e1f-8c3d-7a6b5c4d3e21';
const userMessageId = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c61';

listenDuringTests();
beforeEach(() => {
  configureApi({
    baseUrl: testBaseUrl,
    chatBaseUrl,
    mediaBaseUrl,
    getIdToken: () => 'id-token',
    signOut: () => undefined,
    storage: memoryStorage(),
  });
});

const events: AssistantStreamEvent[] = [
  {
    type: 'thread',
    threadId,
    userMessageId,
    messageId,
    title: 'Data breach',
    answerer: 'embedded-extractive',
  },
  { type: 'delta', text: '**GDPR, Articolo 33**\n\n> Il titolare notifica ' },
  { type: 'delta', text: 'entro 72 ore [1](#cite-1)' },
  {
    type: 'citation',
    index: 1,
    documentId: 'eu/reg/2016/679',
    article: 'art-33',
    paragraph: 'art-33-par-1',
    quote: 'entro 72 ore',
    verified: true,
    documentTitle: 'GDPR',
    label: 'Articolo 33',
  },
  { type: 'done', messageId, status: 'complete', freeChatRemaining: null },
];

/** An SSE body as the server writes it, with a keep-alive comment and ids from `firstId`. */
function sseBody(list: AssistantStreamEvent[], firstId = 1): string {
  return (
    ': keep-alive\n\n' +
    list
      .map((e, i) => `id: ${firstId + i}\nevent: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`)
      .join('')
  );
}

const sse = (body: string) =>
  new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });

async function collect<T>(events: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const event of events) all.push(event);
  return all;
}

describe('assistant requests', () => {
  it('ask on the chat host and yield the answer events numbered as the server numbers them', async () => {
    let sent: unknown;
    let authorization: string | null = null;
    server.use(
      http.post(`${chatBaseUrl}/assistant/threads`, async ({ request }) => {
        sent = await request.json();
        authorization = request.headers.get('authorization');
        return sse(sseBody(events));
      }),
    );
    const stream = await askQuestion({ question: 'Entro quanto tempo?', language: 'it' });
    const received = await collect(stream);
    expect(sent).toEqual({ question: 'Entro quanto tempo?', language: 'it' });
    expect(authorization).toBe('Bearer id-token');
    expect(received.map((e) => e.id)).toEqual([1, 2, 3, 4, 5]);
    expect(received.map((e) => e.event)).toEqual(events);
  });

  it('attach after the last event seen and keep the ids the server sends', async () => {
    let after: string | null = null;
    server.use(
      http.get(`${chatBaseUrl}/assistant/threads/${threadId}/stream`, ({ request }) => {
        after = new URL(request.url).searchParams.get('after');
        return sse(sseBody(events.slice(3), 4));
      }),
    );
    const received = await collect(await attachToAnswer(threadId, 3));
    expect(after).toBe('3');
    expect(received.map((e) => [e.id, e.event.type])).toEqual([
      [4, 'citation'],
      [5, 'done'],
    ]);
  });

  it('take the ids of a replay: an answer that ended is sent whole, numbered from 1, whatever after was', async () => {
    let after: string | null = null;
    server.use(
      http.get(`${chatBaseUrl}/assistant/threads/${threadId}/stream`, ({ request }) => {
        after = new URL(request.url).searchParams.get('after');
        return sse(sseBody(events));
      }),
    );
    const received = await collect(await attachToAnswer(threadId, 40));
    expect(after).toBe('40');
    expect(received.map((e) => [e.id, e.event.type])).toEqual([
      [1, 'thread'],
      [2, 'delta'],
      [3, 'delta'],
      [4, 'citation'],
      [5, 'done'],
    ]);
  });

  it('keep the server ids when they skip numbers, so a resume sends the last id received', async () => {
    const afters: (string | null)[] = [];
    server.use(
      http.get(`${chatBaseUrl}/assistant/threads/${threadId}/stream`, ({ request }) => {
        afters.push(new URL(request.url).searchParams.get('after'));
        // Events 4 to 6 were never delivered to this client; an event without an id keeps the last.
        return sse(
          `id: 7\ndata: ${JSON.stringify(events[1])}\n\n` +
            `data: ${JSON.stringify(events[2])}\n\n` +
            `id: 9\ndata: ${JSON.stringify(events[3])}\n\n`,
        );
      }),
    );
    const received = await collect(await attachToAnswer(threadId, 3));
    expect(received.map((e) => e.id)).toEqual([7, 7, 9]);
    await collect(await attachToAnswer(threadId, received.at(-1)!.id));
    expect(afters).toEqual(['3', '9']);
  });

  it('reject a refused question with the server error code before any event (free credits spent)', async () => {
    server.use(
      http.post(`${chatBaseUrl}/assistant/threads`, () =>
        HttpResponse.json(
          { error: { code: 'FREE_CREDITS_EXHAUSTED', message: 'No free questions left' } },
          { status: 402 },
        ),
      ),
    );
    const refusal = await askQuestion({ question: 'Hello?' }).catch((error: unknown) => error);
    expect(isApiError(refusal) && [refusal.status, refusal.code]).toEqual([
      402,
      'FREE_CREDITS_EXHAUSTED',
    ]);
  });

  it('skip a payload that is not a known event instead of failing the answer', async () => {
    server.use(
      http.post(`${chatBaseUrl}/assistant/threads`, () =>
        sse(`data: {"type":"usage","tokens":3}\n\n${sseBody(events.slice(4), 2)}`),
      ),
    );
    const received = await collect(await askQuestion({ question: 'Hello?' }));
    expect(received).toEqual([{ id: 2, event: events[4] }]);
  });

  it('page and search conversations, and stop an answer', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${chatBaseUrl}/conversations`, ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ items: [], total: 0, limit: 10, offset: 20 });
      }),
      http.post(`${chatBaseUrl}/assistant/threads/${threadId}/stop`, () =>
        HttpResponse.json({ stopped: true }),
      ),
    );
    await getConversations({ limit: 10, offset: 20, q: 'breach' });
    await getConversations({ limit: 10, offset: 0, q: '' });
    expect(seen).toEqual(['?limit=10&offset=20&q=breach', '?limit=10&offset=0']);
    expect(await stopAnswer(threadId)).toEqual({ stopped: true });
  });

  it('read a shared conversation from the media host without a token', async () => {
    const snapshot: SharedConversation = {
      slug: 'abcdefghijklmnop',
      title: 'Data breach',
      language: 'it',
      sharedAt: '2026-03-01T10:00:00.000Z',
      messages: [],
    };
    let authorization: string | null = 'unset';
    server.use(
      http.get(`${mediaBaseUrl}/shared/abcdefghijklmnop`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json(snapshot);
      }),
    );
    configureApi({
      baseUrl: testBaseUrl,
      mediaBaseUrl,
      getIdToken: () => null,
      signOut: () => {
        throw new Error('a public read must not sign anyone out');
      },
      storage: memoryStorage(),
    });
    expect(await getSharedConversation('abcdefghijklmnop')).toEqual(snapshot);
    expect(authorization).toBeNull();
  });
});
