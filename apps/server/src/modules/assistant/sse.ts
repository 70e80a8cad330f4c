/** Server-sent events over a Fastify reply. */
import { PassThrough } from 'node:stream';

import type { FastifyReply } from 'fastify';

import type { AnswerRun, RunEvent } from './runs';

const HEARTBEAT_MS = 15_000;

export function formatEvent({ id, event }: RunEvent): string {
  return `id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * Streams a run to one client: what it has not seen, then live events, until the run ends. When
 * the client goes away (`reply.raw` 'close') it only unsubscribes: the run keeps going.
 */
export function streamRun(reply: FastifyReply, run: AnswerRun, afterId = 0) {
  const body = new PassThrough();
  let closed = false;
  let unsubscribe: () => void = () => undefined;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    body.end();
  };
  // A comment line keeps idle proxies from closing a slow stream.
  const heartbeat = setInterval(() => body.write(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  unsubscribe = run.subscribe(afterId, (entry) => {
    if (closed) return;
    if (entry === null) close();
    else body.write(formatEvent(entry));
  });
  reply.raw.on('close', close);
  return reply
    .code(200)
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(body);
}
