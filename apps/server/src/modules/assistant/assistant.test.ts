import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import {
  apiErrorSchema,
  conversationPageSchema,
  shareLinkSchema,
  sharedConversationSchema,
  threadDetailsSchema,
  type AssistantStreamEvent,
} from '@lexio/api/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../../db';
import { seedDemoData } from '../../db/seed';
import { asOrganisationId } from '../../lib/tenancy';
import { bearer, buildTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { startTestIssuer, type TestIssuer } from '../../test/identity';
import { PHASES_CHANNEL, type PhaseMessage } from './phases';
import * as repo from './repo';
import { answerText, citationsOf, importTestCorpus, parseSse, readEvents } from './testing';

const BREACH_IT =
  "Entro quanto tempo il titolare deve notificare una violazione dei dati personali all'autorità di controllo?";

/** A stand-in for an OpenAI-compatible endpoint: streams the scripted chunks as chat-completion SSE. */
async function startFakeModel(script: () => { status?: number; chunks: string[] }) {
  const requests: Array<{
    url: string;
    body: { model: string; stream: boolean; messages: Array<{ role: string; content: string }> };
    auth: string | undefined;
  }> = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let raw = '';
    request.on('data', (c: Buffer) => (raw += c.toString()));
    request.on('end', () => {
      requests.push({
        url: request.url ?? '',
        body: JSON.parse(raw),
        auth: request.headers.authorization,
      });
      const { status = 200, chunks } = script();
      if (status !== 200) {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ error: { message: 'model refused', type: 'invalid_request_error' } }),
        );
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const frame = (delta: object, finish: string | null) =>
        `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'fake', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      for (const text of chunks) response.write(frame({ content: text }, null));
      response.write(frame({}, 'stop'));
      response.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabases)('the assistant API on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let issuer: TestIssuer;
  let app: FastifyInstance;
  let base: string;

  const build = (env: Record<string, string>) => buildTestApp(database, issuer, { env });
  const listen = async (instance: FastifyInstance) =>
    `http://127.0.0.1:${(await instance.listen({ port: 0, host: '127.0.0.1' }), (instance.server.address() as AddressInfo).port)}`;

  beforeAll(async () => {
    [database, issuer] = await Promise.all([testDatabase.open(), startTestIssuer()]);
    await seedDemoData(database.db);
    await importTestCorpus(database.db);
    // Paced like a model, so a client can leave in the middle of an answer.
    app = await build({ ASSISTANT_CHUNK_DELAY_MS: '10', ASSISTANT_RATE_LIMIT_MAX: '1000' });
    base = await listen(app);
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await Promise.all([database?.close(), issuer?.close()]);
  });

  const tokenFor = (email: string) => issuer.idToken({ sub: `sub-${email}`, email });
  const ask = async (token: string, body: object, signal?: AbortSignal) =>
    fetch(`${base}/assistant/threads`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    });
  const askAll = async (token: string, body: object) => {
    const response = await ask(token, body);
    expect(response.status).toBe(200);
    return readEvents(response);
  };
  const call = async (
    method: 'GET' | 'PATCH' | 'DELETE' | 'POST',
    url: string,
    token?: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
  const details = async (token: string, id: string) =>
    threadDetailsSchema.parse((await call('GET', `/threadDetails/${id}`, token)).json());
  const threadOf = (events: AssistantStreamEvent[]) => {
    const first = events[0];
    if (first?.type !== 'thread') throw new Error('the stream did not open with a thread event');
    return first;
  };
  const waitFor = async <T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000) => {
    const until = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (ok(value) || Date.now() > until) return value;
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('tells a listener where a question spends its time, step by step (the first-token benchmark reads it)', async () => {
    const seen: PhaseMessage[] = [];
    const listener = (message: unknown) => seen.push(message as PhaseMessage);
    subscribe(PHASES_CHANNEL, listener);
    try {
      const token = await tokenFor('owner.enterprise@demo.lexio.local');
      const events = await askAll(token, { question: BREACH_IT, language: 'it' });
      expect(events.some((e) => e.type === 'delta')).toBe(true);
    } finally {
      unsubscribe(PHASES_CHANNEL, listener);
    }
    const phases = seen.map((m) => m.phase);
    expect([...phases].sort()).toEqual(['first-words', 'ranked', 'ranking', 'saved', 'started']);
    expect(new Set(seen.map((m) => m.question)).size).toBe(1);
    // Retrieval runs while the question is saved: only these orders are fixed.
    expect(phases[0]).toBe('started');
    expect(phases.at(-1)).toBe('first-words');
    expect(phases.indexOf('ranking')).toBeLessThan(phases.indexOf('ranked'));
    const at = Object.fromEntries(seen.map((m) => [m.phase, m.at]));
    expect(at['first-words']! - at.started!).toBeGreaterThanOrEqual(0);
  });

  it('streams a grounded answer with verified pinpoint citations, then saves it', async () => {
    const token = await tokenFor('owner.enterprise@demo.lexio.local');
    const response = await ask(token, { question: BREACH_IT, language: 'it' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = await readEvents(response);

    const thread = threadOf(events);
    expect(thread).toMatchObject({ answerer: 'embedded-extractive' });
    expect(thread.title.length).toBeLessThanOrEqual(81);
    expect(BREACH_IT.startsWith(thread.title.replace(/…$/, ''))).toBe(true);
    expect(events.filter((e) => e.type === 'delta').length).toBeGreaterThan(10);
    const citations = citationsOf(events);
    expect(citations[0]).toMatchObject({
      index: 1,
      documentId: 'eu/reg/2016/679',
      article: 'art-33',
      verified: true,
      documentTitle: 'GDPR',
    });
    expect(citations[0]!.quote).toContain('72 ore');
    // The answer opens with the sentence holding the deadline, cited as source 1.
    const opening = answerText(events).trimStart().split('\n')[0]!;
    expect(opening).toContain('72 ore');
    expect(opening).toContain('[1](#cite-1)');
    expect(citations.every((c) => c.verified)).toBe(true);
    const text = answerText(events);
    expect(text).toContain('[1](#cite-1)');
    expect(text).not.toContain('[[');
    expect(events.at(-1)).toEqual({
      type: 'done',
      messageId: thread.messageId,
      status: 'complete',
      freeChatRemaining: null,
    });

    const saved = await details(token, thread.threadId);
    expect(saved).toMatchObject({
      id: thread.threadId,
      title: thread.title,
      workspaceId: null,
      language: 'it',
      activeMessageId: null,
      share: null,
    });
    expect(saved.messages.map((m) => [m.role, m.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'complete'],
    ]);
    expect(saved.messages[0]!.content).toBe(BREACH_IT);
    expect(saved.messages[1]).toMatchObject({
      id: thread.messageId,
      content: text,
      answerer: 'embedded-extractive',
    });
    expect(saved.messages[1]!.citations).toEqual(citations.map(({ type: _t, ...c }) => c));
  });

  it('continues a thread and lists conversations newest first, paged and searchable', async () => {
    const token = await tokenFor('owner.professional@demo.lexio.local');
    const first = threadOf(
      await askAll(token, {
        question: "Quelles sont les conditions du droit à l'effacement des données ?",
      }),
    );
    const second = threadOf(
      await askAll(token, { question: 'Le droit à la portabilité des données ?', language: 'fr' }),
    );
    const followUp = await askAll(token, {
      question: 'Et le droit d’opposition ?',
      threadId: first.threadId,
    });
    expect(threadOf(followUp).threadId).toBe(first.threadId);
    // The user's language (fr) answers a question that named none.
    const saved = await details(token, first.threadId);
    expect(saved.language).toBe('fr');
    expect(saved.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);

    const page = conversationPageSchema.parse(
      (await call('GET', '/conversations?limit=1&offset=0', token)).json(),
    );
    expect(page).toMatchObject({ total: 2, limit: 1, offset: 0 });
    expect(page.items[0]).toMatchObject({ id: first.threadId, workspaceId: null, shared: false });
    const next = conversationPageSchema.parse(
      (await call('GET', '/conversations?limit=1&offset=1', token)).json(),
    );
    expect(next.items[0]!.id).toBe(second.threadId);
    const found = conversationPageSchema.parse(
      (await call('GET', '/conversations?q=PORTABILIT', token)).json(),
    );
    expect(found.items.map((c) => c.id)).toEqual([second.threadId]);
  });

  it('keeps answering when the client goes away; coming back replays the answer and follows it live', async () => {
    const token = await tokenFor('owner.standard@demo.lexio.local');
    const reference = answerText(await askAll(token, { question: BREACH_IT, language: 'it' }));

    const controller = new AbortController();
    const response = await ask(token, { question: BREACH_IT, language: 'it' }, controller.signal);
    const early = await readEvents(response, (e) => e.type === 'delta');
    controller.abort();
    const thread = threadOf(early);

    const during = await details(token, thread.threadId);
    expect(during.activeMessageId).toBe(thread.messageId);
    expect(during.messages[1]!.status).toBe('streaming');

    const again = await fetch(`${base}/assistant/threads/${thread.threadId}/stream`, {
      headers: bearer(token),
    });
    expect(again.status).toBe(200);
    const replayed = await readEvents(again);
    expect(threadOf(replayed).messageId).toBe(thread.messageId);
    expect(replayed.at(-1)).toMatchObject({ type: 'done', status: 'complete' });
    expect(answerText(replayed)).toBe(reference);

    const saved = await details(token, thread.threadId);
    expect(saved.activeMessageId).toBeNull();
    expect(saved.messages[1]).toMatchObject({ status: 'complete', content: reference });

    // After the end, attaching replays the saved answer.
    const later = await readEvents(
      await fetch(`${base}/assistant/threads/${thread.threadId}/stream`, {
        headers: bearer(token),
      }),
    );
    expect(answerText(later)).toBe(reference);
  });

  it('gives a client that resumes after the answer ended the whole saved answer, whatever ?after it sends', async () => {
    const token = await tokenFor('owner.standard@demo.lexio.local');
    const controller = new AbortController();
    const response = await ask(token, { question: BREACH_IT, language: 'it' }, controller.signal);
    // The client saw the thread and a few deltas (live ids 1..n), then lost the connection.
    const seen = await readEvents(response, (_e, all) => all.length === 4);
    controller.abort();
    const thread = threadOf(seen);
    const saved = await waitFor(
      () => details(token, thread.threadId),
      (d) => d.activeMessageId === null,
    );
    const answer = saved.messages[1]!;
    expect(answer.status).toBe('complete');

    for (const resume of [
      `?after=${seen.length}`,
      // Further than the replay has events: the old behaviour sent an empty stream.
      '?after=1000',
    ]) {
      const again = await fetch(`${base}/assistant/threads/${thread.threadId}/stream${resume}`, {
        headers: bearer(token),
      });
      expect(again.status).toBe(200);
      const replayed = parseSse(await again.text());
      // A snapshot numbered afresh from its `thread` event: the client starts the answer over.
      expect(replayed.map((e) => e.id)).toEqual(replayed.map((_e, i) => i + 1));
      const events = replayed.map((e) => e.event);
      expect(threadOf(events).messageId).toBe(thread.messageId);
      expect(answerText(events)).toBe(answer.content);
      expect(citationsOf(events).map(({ type: _t, ...c }) => c)).toEqual(answer.citations);
      expect(events.at(-1)).toEqual({
        type: 'done',
        messageId: thread.messageId,
        status: 'complete',
        freeChatRemaining: null,
      });
    }
    // The same with the header an EventSource sends when it reconnects.
    const byHeader = await fetch(`${base}/assistant/threads/${thread.threadId}/stream`, {
      headers: { ...bearer(token), 'last-event-id': String(seen.length) },
    });
    expect(answerText(await readEvents(byHeader))).toBe(answer.content);
  });

  it('saves a running answer as stopped when the server closes', async () => {
    const token = await tokenFor('member.standard@demo.lexio.local');
    const second = await build({
      ASSISTANT_CHUNK_DELAY_MS: '10',
      ASSISTANT_RATE_LIMIT_MAX: '1000',
    });
    const secondBase = await listen(second);
    const response = await fetch(`${secondBase}/assistant/threads`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ question: BREACH_IT, language: 'it' }),
    });
    const thread = threadOf(await readEvents(response, (e) => e.type === 'delta'));
    await second.close();
    // Once close() has resolved the answer is already saved, before any database would close.
    const saved = await details(token, thread.threadId);
    expect(saved.activeMessageId).toBeNull();
    expect(saved.messages[1]!.status).toBe('stopped');
    expect(saved.messages[1]!.content.length).toBeGreaterThan(0);
  });

  it('stops an answer on request and keeps what was written', async () => {
    const token = await tokenFor('member.standard@demo.lexio.local');
    const response = await ask(token, { question: BREACH_IT, language: 'it' });
    const events = await readEvents(response, (e) => e.type === 'delta');
    const thread = threadOf(events);
    const stopped = await call('POST', `/assistant/threads/${thread.threadId}/stop`, token);
    expect(stopped.json()).toEqual({ stopped: true });
    const saved = await waitFor(
      () => details(token, thread.threadId),
      (d) => d.activeMessageId === null,
    );
    expect(saved.messages[1]!.status).toBe('stopped');
    expect(saved.messages[1]!.content.length).toBeGreaterThan(0);
    // A new question waits for no one once the previous answer has stopped.
    expect(
      (await ask(token, { question: 'E le sanzioni?', threadId: thread.threadId })).status,
    ).toBe(200);
  });

  it('starts one answer when two follow-up questions reach the same thread at once', async () => {
    const token = await tokenFor('owner.professional@demo.lexio.local');
    const { threadId } = threadOf(await askAll(token, { question: BREACH_IT, language: 'it' }));
    const [a, b] = await Promise.all([
      ask(token, { question: 'E le sanzioni?', threadId }),
      ask(token, { question: 'E il termine per gli interessati?', threadId }),
    ]);
    const [started, refused] = a.status === 200 ? [a, b] : [b, a];
    expect(started.status).toBe(200);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: 'ANSWER_IN_PROGRESS' } });
    expect((await readEvents(started)).at(-1)).toMatchObject({ type: 'done', status: 'complete' });
    const saved = await details(token, threadId);
    expect(saved.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
  });

  it('keeps a thread private to its author: colleagues and other organisations get 404', async () => {
    const author = await tokenFor('owner.enterprise@demo.lexio.local');
    const colleague = await tokenFor('member.enterprise@demo.lexio.local');
    const outsider = await tokenFor('owner.standard@demo.lexio.local');
    const thread = threadOf(
      await askAll(author, { question: 'Responsabile della protezione dei dati', language: 'it' }),
    );
    for (const token of [colleague, outsider]) {
      expect((await call('GET', `/threadDetails/${thread.threadId}`, token)).statusCode).toBe(404);
      expect(
        (await call('PATCH', `/conversations/${thread.threadId}`, token, { title: 'mine' }))
          .statusCode,
      ).toBe(404);
      expect((await call('DELETE', `/conversations/${thread.threadId}`, token)).statusCode).toBe(
        404,
      );
      expect((await call('POST', `/assistant/${thread.threadId}/share`, token)).statusCode).toBe(
        404,
      );
      expect(
        (await call('GET', `/assistant/threads/${thread.threadId}/stream`, token)).statusCode,
      ).toBe(404);
      const hijack = await ask(token, { question: 'and?', threadId: thread.threadId });
      expect(hijack.status).toBe(404);
      expect(apiErrorSchema.parse(await hijack.json()).error.code).toBe('NOT_FOUND');
      const theirs = conversationPageSchema.parse(
        (await call('GET', '/conversations', token)).json(),
      );
      expect(theirs.items.map((c) => c.id)).not.toContain(thread.threadId);
    }
    expect((await call('GET', `/threadDetails/${thread.threadId}`, author)).statusCode).toBe(200);
    expect((await call('GET', '/conversations')).statusCode).toBe(401);
  });

  it('renames and deletes a conversation', async () => {
    const token = await tokenFor('owner.enterprise@demo.lexio.local');
    const thread = threadOf(
      await askAll(token, { question: 'Registro delle attività di trattamento', language: 'it' }),
    );
    const renamed = await call('PATCH', `/conversations/${thread.threadId}`, token, {
      title: '  Registro  ',
    });
    expect(renamed.json()).toMatchObject({ id: thread.threadId, title: 'Registro' });
    expect(
      (await call('PATCH', `/conversations/${thread.threadId}`, token, { title: ' ' })).statusCode,
    ).toBe(400);
    expect((await call('DELETE', `/conversations/${thread.threadId}`, token)).statusCode).toBe(204);
    expect((await call('GET', `/threadDetails/${thread.threadId}`, token)).statusCode).toBe(404);
  });

  it('shares a read-only snapshot through a public link, and revoking it makes the link 404', async () => {
    const token = await tokenFor('owner.enterprise@demo.lexio.local');
    const thread = threadOf(
      await askAll(token, { question: 'Diritto alla portabilità dei dati', language: 'it' }),
    );
    const shared = await call('POST', `/assistant/${thread.threadId}/share`, token);
    expect(shared.statusCode).toBe(200);
    const link = shareLinkSchema.parse(shared.json());
    expect(link.slug.length).toBeGreaterThanOrEqual(32);
    expect(link).toMatchObject({
      path: `/share/${link.slug}`,
      mediaPath: `/media/shared/${link.slug}`,
    });

    const open = await app.inject({ url: link.mediaPath });
    expect(open.statusCode).toBe(200);
    const snapshot = sharedConversationSchema.parse(open.json());
    expect(snapshot.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(snapshot.messages[1]!.citations.length).toBeGreaterThan(0);
    expect(open.body).not.toContain('owner.enterprise');
    expect(open.body).not.toContain(thread.threadId);

    // A snapshot: what is asked after sharing is not in it until the thread is shared again.
    await askAll(token, { question: 'E il diritto di accesso?', threadId: thread.threadId });
    expect(
      sharedConversationSchema.parse((await app.inject({ url: link.mediaPath })).json()).messages,
    ).toHaveLength(2);
    const again = shareLinkSchema.parse(
      (await call('POST', `/assistant/${thread.threadId}/share`, token)).json(),
    );
    expect(again.slug).toBe(link.slug);
    expect(
      sharedConversationSchema.parse((await app.inject({ url: link.mediaPath })).json()).messages,
    ).toHaveLength(4);
    expect((await details(token, thread.threadId)).share?.slug).toBe(link.slug);

    expect((await call('DELETE', `/assistant/${thread.threadId}/share`, token)).statusCode).toBe(
      204,
    );
    expect((await app.inject({ url: link.mediaPath })).statusCode).toBe(404);
    expect((await details(token, thread.threadId)).share).toBeNull();
    expect((await app.inject({ url: '/media/shared/not-a-real-slug-000000' })).statusCode).toBe(
      404,
    );
  });

  it('spends a free credit per question and refuses the question at zero', async () => {
    const token = await tokenFor('owner.free@demo.lexio.local');
    const before = (await call('GET', '/organisations/me', token)).json();
    expect(before).toMatchObject({ freeCreditsAvailable: true });
    const events = await askAll(token, { question: BREACH_IT, language: 'it' });
    expect(events.at(-1)).toMatchObject({
      type: 'done',
      freeChatRemaining: before.freeChatRemaining - 1,
    });
    expect((await call('GET', '/organisations/me', token)).json().freeChatRemaining).toBe(
      before.freeChatRemaining - 1,
    );

    await database.db
      .updateTable('organisations')
      .set({ free_chat_remaining: 0 })
      .where('id', '=', before.organisationId)
      .execute();
    const total = conversationPageSchema.parse(
      (await call('GET', '/conversations', token)).json(),
    ).total;
    const messages = () =>
      database.db
        .selectFrom('assistant_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('organisation_id', '=', before.organisationId)
        .executeTakeFirstOrThrow();
    const saved = await messages();
    // Asked with the user authentication remembers (the first question above read it).
    const refused = await ask(token, { question: BREACH_IT, language: 'it' });
    expect(refused.status).toBe(402);
    expect(apiErrorSchema.parse(await refused.json()).error.code).toBe('FREE_CREDITS_EXHAUSTED');
    expect(
      conversationPageSchema.parse((await call('GET', '/conversations', token)).json()).total,
    ).toBe(total);
    expect(await messages()).toEqual(saved);
    expect((await call('GET', '/organisations/me', token)).json().freeChatRemaining).toBe(0);
  });

  it('asks for the user as it is now when the remembered one has left or moved organisation', async () => {
    const token = await tokenFor('leaver@example.com');
    const first = threadOf(await askAll(token, { question: BREACH_IT, language: 'it' }));
    const organisationOf = async (threadId: string) =>
      (
        await database.db
          .selectFrom('assistant_threads')
          .select('organisation_id')
          .where('id', '=', threadId)
          .executeTakeFirstOrThrow()
      ).organisation_id;
    const home = await organisationOf(first.threadId);
    const user = await database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'leaver@example.com')
      .executeTakeFirstOrThrow();

    // Moved to another organisation (straight in the database, as another process would).
    const other = await database.db
      .insertInto('organisations')
      .values({ name: 'Elsewhere', company_type: null, demo_key: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable('users')
      .set({ organisation_id: other.id })
      .where('id', '=', user.id)
      .execute();
    const moved = threadOf(await askAll(token, { question: BREACH_IT, language: 'it' }));
    expect(await organisationOf(moved.threadId)).toBe(other.id);

    // Removed: the old organisation gets nothing more; the identity signs up anew, as it would
    // on any other route.
    await database.db.deleteFrom('users').where('id', '=', user.id).execute();
    const count = (organisationId: string) =>
      database.db
        .selectFrom('assistant_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('organisation_id', '=', organisationId)
        .executeTakeFirstOrThrow();
    const [homeBefore, otherBefore] = [await count(home), await count(other.id)];
    const after = threadOf(await askAll(token, { question: BREACH_IT, language: 'it' }));
    const now = await organisationOf(after.threadId);
    expect([home, other.id]).not.toContain(now);
    expect((await call('GET', '/organisations/me', token)).json()).toMatchObject({
      organisationId: now,
    });
    expect([await count(home), await count(other.id)]).toEqual([homeBefore, otherBefore]);
  });

  it('saves nothing, spends no credit, when the user to confirm is not the one in the database', async () => {
    const token = await tokenFor('owner.free@demo.lexio.local');
    const me = (await call('GET', '/users/me', token)).json();
    const organisationId = asOrganisationId(
      (await call('GET', '/organisations/me', token)).json().organisationId,
    );
    await database.db
      .updateTable('organisations')
      .set({ free_chat_remaining: 3 })
      .where('id', '=', organisationId)
      .execute();
    const threads = () =>
      database.db
        .selectFrom('assistant_threads')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('organisation_id', '=', organisationId)
        .executeTakeFirstOrThrow();
    const before = await threads();
    for (const confirmUser of [
      { id: me.userId, sub: 'sub-someone-else' },
      { id: '00000000-0000-4000-8000-000000000000', sub: 'sub-owner.free@demo.lexio.local' },
    ]) {
      const started = await repo.startQuestion(database.db, organisationId, {
        thread: { userId: me.userId, title: 'Not saved', language: 'it' },
        question: BREACH_IT,
        answerer: 'embedded-extractive',
        confirmUser,
      });
      expect(started).toEqual({ outcome: 'unconfirmed-user' });
    }
    expect(await threads()).toEqual(before);
    expect(await repo.freeChatRemaining(database.db, organisationId)).toBe(3);
    const confirmed = await repo.startQuestion(database.db, organisationId, {
      thread: { userId: me.userId, title: 'Saved', language: 'it' },
      question: BREACH_IT,
      answerer: 'embedded-extractive',
      confirmUser: { id: me.userId, sub: 'sub-owner.free@demo.lexio.local' },
    });
    expect(confirmed).toMatchObject({ outcome: 'spent', remaining: 2 });
    // A federated identity linked to the user (a Google sign-in, user_identities) is the user too.
    await database.db
      .insertInto('user_identities')
      .values({ sub: 'sub-google-owner.free', user_id: me.userId, provider: 'Google' })
      .execute();
    const federated = await repo.startQuestion(database.db, organisationId, {
      thread: { userId: me.userId, title: 'Saved', language: 'it' },
      question: BREACH_IT,
      answerer: 'embedded-extractive',
      confirmUser: { id: me.userId, sub: 'sub-google-owner.free' },
    });
    expect(federated).toMatchObject({ outcome: 'spent', remaining: 1 });
  });

  it("commits a question without waiting for the disk, and leaves the connection's setting alone", async () => {
    const token = await tokenFor('owner.enterprise@demo.lexio.local');
    const me = (await call('GET', '/users/me', token)).json();
    const organisationId = asOrganisationId(
      (await call('GET', '/organisations/me', token)).json().organisationId,
    );
    const current = async (executor: typeof database.db) =>
      (
        await sql<{ value: string }>`select current_setting('synchronous_commit') as value`.execute(
          executor,
        )
      ).rows[0]?.value;
    const [during, after] = await database.db.connection().execute(async (connection) => {
      // In a transaction of its own, to read the setting the statement made before it commits.
      const inside = await connection.transaction().execute(async (trx) => {
        const started = await repo.startQuestion(trx, organisationId, {
          thread: { userId: me.userId, title: 'Saved', language: 'it' },
          question: BREACH_IT,
          answerer: 'embedded-extractive',
        });
        expect(started.outcome).toBe('not-applicable');
        return current(trx);
      });
      return [inside, await current(connection)];
    });
    expect([during, after]).toEqual(['off', 'on']);
  });

  it('validates the question', async () => {
    const token = await tokenFor('owner.enterprise@demo.lexio.local');
    const empty = await ask(token, { question: '   ' });
    expect(empty.status).toBe(400);
    expect(apiErrorSchema.parse(await empty.json()).error.code).toBe('VALIDATION_FAILED');
    expect((await ask(token, { question: 'x', threadId: 'not-a-uuid' })).status).toBe(400);
    const unknown = await ask(token, {
      question: 'x',
      threadId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
  });

  it('limits how often each user asks', async () => {
    const limited = await build({ ASSISTANT_CHUNK_DELAY_MS: '0', ASSISTANT_RATE_LIMIT_MAX: '2' });
    try {
      const post = (token: string) =>
        limited.inject({
          method: 'POST',
          url: '/assistant/threads',
          headers: bearer(token),
          payload: { question: 'dati personali', language: 'it' },
        });
      const one = await tokenFor('owner.professional@demo.lexio.local');
      expect((await post(one)).statusCode).toBe(200);
      expect((await post(one)).statusCode).toBe(200);
      const third = await post(one);
      expect(third.statusCode).toBe(429);
      expect(apiErrorSchema.parse(third.json()).error.code).toBe('RATE_LIMITED');
      // Per user, not per address: a colleague on the same machine still asks.
      expect((await post(await tokenFor('member.professional@demo.lexio.local'))).statusCode).toBe(
        200,
      );
    } finally {
      await limited.close();
    }
  });

  it('after a restart, saves an answer left running as failed and gives its free question back, once', async () => {
    const freeToken = await tokenFor('owner.free@demo.lexio.local');
    const paidToken = await tokenFor('owner.enterprise@demo.lexio.local');
    const free = (await call('GET', '/organisations/me', freeToken)).json();
    const paid = (await call('GET', '/organisations/me', paidToken)).json();
    await database.db
      .updateTable('organisations')
      .set({ free_chat_remaining: 5 })
      .where('id', '=', free.organisationId)
      .execute();
    // What a process that died mid-answer leaves: the question, the credit spent, an answer 'streaming'.
    const orphan = async (token: string, id: string) => {
      const organisationId = asOrganisationId(id);
      const me = (await call('GET', '/users/me', token)).json();
      await repo.spendFreeCredit(database.db, organisationId);
      const thread = await repo.createThread(database.db, organisationId, {
        userId: me.userId,
        title: 'Cut short',
        language: 'it',
      });
      for (const role of ['user', 'assistant'] as const) {
        await repo.insertMessage(database.db, organisationId, {
          threadId: thread.id,
          role,
          content: role === 'user' ? BREACH_IT : '',
          status: role === 'user' ? 'complete' : 'streaming',
          answerer: role === 'user' ? null : 'embedded-extractive',
        });
      }
      return thread.id;
    };
    const freeThread = await orphan(freeToken, free.organisationId);
    const paidThread = await orphan(paidToken, paid.organisationId);
    expect((await call('GET', '/organisations/me', freeToken)).json().freeChatRemaining).toBe(4);

    const restarted = await build({ ASSISTANT_CHUNK_DELAY_MS: '0' });
    try {
      const read = (token: string, id: string) =>
        restarted.inject({ url: `/threadDetails/${id}`, headers: bearer(token) });
      for (const [token, id] of [
        [freeToken, freeThread],
        [paidToken, paidThread],
      ] as const) {
        const answer = threadDetailsSchema.parse((await read(token, id)).json()).messages[1]!;
        expect(answer.status).toBe('failed');
      }
      const rows = await database.db
        .selectFrom('assistant_messages')
        .select('status')
        .where('thread_id', 'in', [freeThread, paidThread])
        .where('role', '=', 'assistant')
        .execute();
      expect(rows.map((r) => r.status)).toEqual(['failed', 'failed']);
      expect((await call('GET', '/organisations/me', freeToken)).json().freeChatRemaining).toBe(5);
      expect((await call('GET', '/organisations/me', paidToken)).json()).toMatchObject({
        freeCreditsAvailable: false,
        freeChatRemaining: paid.freeChatRemaining,
      });
    } finally {
      await restarted.close();
    }
    // Another start finds nothing left to give back.
    await (await build({ ASSISTANT_CHUNK_DELAY_MS: '0' })).close();
    expect((await call('GET', '/organisations/me', freeToken)).json().freeChatRemaining).toBe(5);
  });

  describe('with an OpenAI-compatible model', () => {
    let model: Awaited<ReturnType<typeof startFakeModel>>;
    let llmApp: FastifyInstance;
    let llmBase: string;
    let reply: { status?: number; chunks: string[] } = { chunks: [] };

    beforeAll(async () => {
      model = await startFakeModel(() => reply);
      llmApp = await build({
        LLM_BASE_URL: model.baseURL,
        LLM_API_KEY: 'test-key',
        LLM_MODEL: 'fake-legal-model',
      });
      llmBase = await listen(llmApp);
    });
    afterAll(async () => {
      await llmApp?.close();
      await model?.close();
    });

    const askModel = async (token: string, question: string) => {
      const response = await fetch(`${llmBase}/assistant/threads`, {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify({ question, language: 'it' }),
      });
      expect(response.status).toBe(200);
      return readEvents(response);
    };

    it('prompts the model with the retrieved provisions, keeps its verified citations and drops made-up ones', async () => {
      reply = {
        chunks: [
          'Il titolare notifica la violazione ',
          '[[eu/reg/2016/679#art-33-par-1|entro 72 ore dal mo',
          'mento in cui ne è venuto a conoscenza]]',
          '. Non oltre ',
          '[[eu/reg/2016/679#art-33-par-1|entro 24 ore dal momento in cui ne è venuto a conoscenza]]',
          ', salvo ',
          '[[eu/reg/2016/679#art-250|le sanzioni penali previste]].',
        ],
      };
      const token = await tokenFor('owner.enterprise@demo.lexio.local');
      const events = await askModel(token, BREACH_IT);

      const request = model.requests.at(-1)!;
      expect(request.url).toBe('/v1/chat/completions');
      expect(request.auth).toBe('Bearer test-key');
      expect(request.body).toMatchObject({ model: 'fake-legal-model', stream: true });
      const system = request.body.messages.find((m) => m.role === 'system')!.content;
      expect(system).toContain('[cite as eu/reg/2016/679#art-33-par-1]');
      expect(system).toContain('entro 72 ore');
      expect(request.body.messages.at(-1)).toEqual({ role: 'user', content: BREACH_IT });

      expect(threadOf(events).answerer).toBe('openai-compatible');
      const citations = citationsOf(events);
      expect(citations.map((c) => [c.article, c.verified, c.index])).toEqual([
        ['art-33', true, 1],
        ['art-33', false, 0],
        ['art-250', false, 0],
      ]);
      const text = answerText(events);
      expect(text).toBe('Il titolare notifica la violazione [1](#cite-1). Non oltre , salvo .');
      expect(events.at(-1)).toMatchObject({ type: 'done', status: 'complete' });
    });

    it('shows a citation link the model wrote itself as text, never as a source', async () => {
      reply = {
        chunks: [
          'Entro 72 ore [3](#cite-3), come dice ',
          '[[eu/reg/2016/679#art-33-par-1|entro 72 ore dal momento in cui ne è venuto a conoscenza]]',
          ' e [2]',
          '(#cite-2); ',
          // Spelt so a markdown renderer still reads `#cite-…`, or hidden behind a dropped marker.
          '[4](<&#35;cite-4>) [5]( \\#cite-5) [6]',
          '[[eu/reg/2016/679#art-250|inventato]]',
          '(#cite-1) [7][x]\n\n[x]:',
          ' #cite-7\n\nVedi [il Garante](https://www.garanteprivacy.it).',
        ],
      };
      const token = await tokenFor('owner.enterprise@demo.lexio.local');
      const events = await askModel(token, BREACH_IT);
      expect(citationsOf(events).map((c) => [c.article, c.verified, c.index])).toEqual([
        ['art-33', true, 1],
        ['art-250', false, 0],
      ]);
      const text = answerText(events);
      expect(text).toBe(
        'Entro 72 ore [3]\\(#cite-3), come dice [1](#cite-1) e [2]\\(#cite-2); ' +
          '[4]\\(<&#35;cite-4>) [5]\\( \\#cite-5) [6]\\(#cite-1) [7][x]\n\n[x]\\: #cite-7\n\n' +
          'Vedi [il Garante](https://www.garanteprivacy.it).',
      );
      // The server's own link is the only one into the answer.
      expect(text.match(/\]\(\s*<?(?:#|&|\\)/g)).toEqual(['](#']);
      const saved = await details(token, threadOf(events).threadId);
      expect(saved.messages[1]!.content).toBe(text);
    });

    it('catches a made-up quote of a real paragraph', async () => {
      reply = {
        chunks: [
          'Entro un giorno ',
          '[[eu/reg/2016/679#art-33-par-1|entro 24 ore dal momento in cui ne è venuto a conoscenza]].',
        ],
      };
      const token = await tokenFor('owner.enterprise@demo.lexio.local');
      const events = await askModel(token, BREACH_IT);
      expect(citationsOf(events)).toEqual([
        expect.objectContaining({
          article: 'art-33',
          paragraph: 'art-33-par-1',
          verified: false,
          index: 0,
        }),
      ]);
      expect(answerText(events)).toBe('Entro un giorno .');
      const saved = await details(token, threadOf(events).threadId);
      expect(saved.messages[1]!.citations[0]).toMatchObject({ verified: false });
    });

    it('reports a model failure in the stream and saves the answer as failed', async () => {
      reply = { status: 400, chunks: [] };
      const token = await tokenFor('owner.enterprise@demo.lexio.local');
      const events = await askModel(token, BREACH_IT);
      expect(events.find((e) => e.type === 'error')).toMatchObject({ code: 'ANSWER_FAILED' });
      expect(events.at(-1)).toMatchObject({ type: 'done', status: 'failed' });
      const saved = await details(token, threadOf(events).threadId);
      expect(saved.messages[1]!.status).toBe('failed');
    });
  });
});
