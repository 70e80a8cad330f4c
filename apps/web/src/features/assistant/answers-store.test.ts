import type { AnswerStreamEvent } from '@lexio/api';
import { ApiError } from '@lexio/api';
import type { AssistantStreamEvent } from '@lexio/api/contract';

import { type AnswersStoreDeps, createAnswersStore } from './answers-store';

const threadId = '11111111-1111-4111-8111-111111111111';
const messageId = '22222222-2222-4222-8222-222222222222';
const userMessageId = '33333333-3333-4333-8333-333333333333';

const threadEvent: AssistantStreamEvent = {
  type: 'thread',
  threadId,
  userMessageId,
  messageId,
  title: 'Violazione dei dati',
  answerer: 'embedded-extractive',
};
const done: AssistantStreamEvent = {
  type: 'done',
  messageId,
  status: 'complete',
  freeChatRemaining: null,
};

/** An event stream the test feeds by hand; `end()` closes it, `fail()` breaks it. */
function feed() {
  const queue: (AnswerStreamEvent | Error | null)[] = [];
  let wake: (() => void) | null = null;
  let id = 0;
  const put = (item: AnswerStreamEvent | Error | null) => {
    queue.push(item);
    wake?.();
  };
  async function* events(): AsyncGenerator<AnswerStreamEvent, void, undefined> {
    for (;;) {
      while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      const item = queue.shift()!;
      if (item === null) return;
      if (item instanceof Error) throw item;
      yield item;
    }
  }
  return {
    events: events(),
    send: (event: AssistantStreamEvent, eventId = ++id) => {
      id = eventId;
      put({ id: eventId, event });
    },
    end: () => put(null),
    fail: () => put(new TypeError('network error')),
  };
}

/** A store whose frames run when the test says so. */
function setup(overrides: Partial<AnswersStoreDeps> = {}) {
  const frames: (() => void)[] = [];
  const deps = {
    ask: vi.fn<AnswersStoreDeps['ask']>(),
    attach: vi.fn<AnswersStoreDeps['attach']>(),
    stop: vi.fn(async () => ({ stopped: true })),
    scheduleFrame: (callback: () => void) => frames.push(callback),
    isHidden: vi.fn(() => false),
    notify: vi.fn(),
    invalidate: vi.fn(),
    retryDelay: () => 0,
  };
  const store = createAnswersStore({ ...deps, ...overrides });
  const runFrame = () => frames.splice(0).forEach((frame) => frame());
  return { store, deps, runFrame, frames };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('answers store', () => {
  it('reads the stream to its end after the done event, so the request is not aborted', async () => {
    const stream = feed();
    let closedEarly = false;
    const events = (async function* () {
      let ended = false;
      try {
        for await (const entry of stream.events) yield entry;
        ended = true;
      } finally {
        // A consumer that stops iterating early makes the fetch be cancelled (net::ERR_ABORTED).
        if (!ended) closedEarly = true;
      }
    })();
    const { store, deps } = setup();
    deps.ask.mockResolvedValue(events);
    stream.send(threadEvent);
    await store.ask({ question: 'Q' });
    stream.send(done);
    await settle();
    expect(store.get(threadId)?.status).toBe('complete');
    stream.end();
    await settle();
    expect(closedEarly).toBe(false);
  });

  it('applies a burst of deltas in one update per animation frame', async () => {
    const stream = feed();
    const { store, deps, runFrame } = setup();
    deps.ask.mockResolvedValue(stream.events);
    stream.send(threadEvent);
    await expect(store.ask({ question: 'Entro quanto tempo?' })).resolves.toBe(threadId);

    const updates = vi.fn();
    store.subscribe(updates);
    for (const word of ['Il ', 'titolare ', 'notifica ', 'entro ', '72 ore.']) {
      stream.send({ type: 'delta', text: word });
    }
    await settle();
    expect(store.get(threadId)?.content).toBe('');
    expect(updates).not.toHaveBeenCalled();

    runFrame();
    expect(store.get(threadId)?.content).toBe('Il titolare notifica entro 72 ore.');
    expect(updates).toHaveBeenCalledTimes(1);
  });

  it('tells the user when the answer ends while another thread is on screen, not while this one is', async () => {
    const { store, deps } = setup();
    const first = feed();
    deps.ask.mockResolvedValueOnce(first.events);
    first.send(threadEvent);
    await store.ask({ question: 'Entro quanto tempo?' });
    store.setViewing(threadId);
    first.send({
      type: 'delta',
      text: '**GDPR, Articolo 33**\n\n> Il titolare notifica [1](#cite-1)',
    });
    first.send(done);
    await settle();
    expect(store.get(threadId)?.status).toBe('complete');
    expect(deps.notify).not.toHaveBeenCalled();
    expect(deps.invalidate).toHaveBeenCalledWith(threadId);

    const second = feed();
    deps.ask.mockResolvedValueOnce(second.events);
    second.send(threadEvent);
    await store.ask({ question: 'E se il titolare ritarda?', threadId });
    store.setViewing('another-thread');
    second.send({
      type: 'delta',
      text: '**GDPR, Articolo 33** — Notifica\n\n> entro 72 ore [1](#cite-1)',
    });
    second.send(done);
    await settle();
    expect(deps.notify).toHaveBeenCalledWith({
      id: messageId,
      conversationId: threadId,
      message: 'GDPR, Articolo 33 — Notifica entro 72 ore',
      workspaceId: null,
    });
  });

  it('tells the user when the answer ends in a hidden tab, even on its own thread', async () => {
    const stream = feed();
    const { store, deps } = setup({ isHidden: () => true });
    deps.ask.mockResolvedValue(stream.events);
    stream.send(threadEvent);
    await store.ask({ question: 'Entro quanto tempo?' }, { workspaceId: 'ws-1' });
    store.setViewing(threadId);
    // A hidden tab paints no frames: the end must not wait for one.
    stream.send({ type: 'delta', text: 'Entro 72 ore.' });
    stream.send(done);
    await settle();
    expect(store.get(threadId)?.content).toBe('Entro 72 ore.');
    expect(deps.notify).toHaveBeenCalledWith(
      expect.objectContaining({ conversationId: threadId, workspaceId: 'ws-1' }),
    );
  });

  it('resumes a broken stream after the last event it received', async () => {
    const first = feed();
    const resumed = feed();
    const { store, deps, runFrame } = setup();
    deps.ask.mockResolvedValue(first.events);
    deps.attach.mockResolvedValue(resumed.events);
    first.send(threadEvent);
    await store.ask({ question: 'Entro quanto tempo?' });
    first.send({ type: 'delta', text: 'Il titolare ' });
    first.fail();
    await settle();
    await settle();
    expect(deps.attach).toHaveBeenCalledWith(threadId, 2, expect.any(AbortSignal));
    resumed.send({ type: 'delta', text: 'notifica.' }, 3);
    resumed.send(done, 4);
    await settle();
    runFrame();
    expect(store.get(threadId)).toMatchObject({
      content: 'Il titolare notifica.',
      status: 'complete',
    });
    expect(store.isWatching(threadId)).toBe(false);
  });

  it('takes the saved answer whole when it resumes after the answer ended, and still tells the user', async () => {
    const first = feed();
    const replay = feed();
    const { store, deps, runFrame } = setup();
    deps.ask.mockResolvedValue(first.events);
    deps.attach.mockResolvedValue(replay.events);
    first.send(threadEvent);
    await store.ask({ question: 'Entro quanto tempo?' });
    store.setViewing('another-thread');
    first.send({ type: 'delta', text: '**GDPR, Articolo 33**\n\n> Il titolare ' });
    first.send({ type: 'delta', text: 'notifica ' });
    await settle();
    runFrame();
    expect(store.get(threadId)?.content).toBe('**GDPR, Articolo 33**\n\n> Il titolare notifica ');
    first.fail();
    await settle();
    await settle();
    expect(deps.attach).toHaveBeenCalledWith(threadId, 3, expect.any(AbortSignal));

    // The answer ended meanwhile: the server replays the saved one, numbered from its thread.
    const saved = '**GDPR, Articolo 33**\n\n> Il titolare notifica entro 72 ore [1](#cite-1)';
    const citation = {
      index: 1,
      documentId: 'eu/reg/2016/679',
      article: 'art-33',
      quote: 'entro 72 ore',
      verified: true,
    };
    replay.send(threadEvent, 1);
    replay.send({ type: 'delta', text: saved }, 2);
    replay.send({ type: 'citation', ...citation }, 3);
    replay.send(done, 4);
    await settle();
    runFrame();
    expect(store.get(threadId)).toMatchObject({
      content: saved,
      citations: [citation],
      status: 'complete',
      error: null,
    });
    expect(deps.attach).toHaveBeenCalledTimes(1);
    expect(deps.notify).toHaveBeenCalledWith(
      expect.objectContaining({
        conversationId: threadId,
        message: 'GDPR, Articolo 33 Il titolare notifica entro 72 ore',
      }),
    );
  });

  it('keeps nothing of a refused question', async () => {
    const { store, deps } = setup();
    deps.ask.mockRejectedValue(
      new ApiError(402, { error: { code: 'FREE_CREDITS_EXHAUSTED', message: 'none left' } }),
    );
    await expect(store.ask({ question: 'Hello?' })).rejects.toMatchObject({
      code: 'FREE_CREDITS_EXHAUSTED',
    });
    expect(store.getSnapshot().size).toBe(0);
  });

  it('marks an answer failed with the server error, and stops by asking the server', async () => {
    const stream = feed();
    const { store, deps } = setup();
    deps.ask.mockResolvedValue(stream.events);
    stream.send(threadEvent);
    await store.ask({ question: 'Hello?' });
    await store.stop(threadId);
    expect(deps.stop).toHaveBeenCalledWith(threadId);
    stream.send({ type: 'error', code: 'ANSWER_FAILED', message: 'could not answer' });
    stream.send({ ...done, status: 'failed' } as AssistantStreamEvent);
    await settle();
    expect(store.get(threadId)).toMatchObject({
      status: 'failed',
      error: { code: 'ANSWER_FAILED' },
    });
    expect(deps.notify).not.toHaveBeenCalled();
  });
});
