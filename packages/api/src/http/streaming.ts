import { createParser } from 'eventsource-parser';

import { StreamError } from './errors';

/** The body of a response read as a stream; a response without a body raises 'Error during stream of content'. */
export function responseStream(response: Response): ReadableStream<Uint8Array> {
  if (!response.body) throw new StreamError();
  return response.body;
}

/**
 * Decodes a byte stream into text chunks as they arrive (UTF-8, multi-byte characters split across
 * chunks are kept whole). Stops reading, and releases the stream, when the consumer stops iterating.
 */
export async function* readTextChunks(
  stream: ReadableStream<Uint8Array>,
): AsyncGenerator<string, void, undefined> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const text = decoder.decode(value, { stream: true });
      if (text) yield text;
    }
    const rest = decoder.decode();
    if (rest) yield rest;
  } finally {
    // Cancelling (rather than only releasing) tells the server the reader went away.
    await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/** One server-sent event: its data and, when the server sent them, its id and type. */
export interface ServerSentEvent {
  /** The event's `id:` field (undefined when the event had none). */
  id: string | undefined;
  /** The event's `event:` field (undefined for the default `message` type). */
  event: string | undefined;
  /** The `data:` lines joined with '\n'. */
  data: string;
}

/**
 * Parses a server-sent-events stream with eventsource-parser (the WHATWG rules: CR, LF and CRLF
 * line ends, multi-line data, comments, a BOM) and yields each event as it completes. The stream's
 * last event is yielded even without the blank line that should close it (a server cut off
 * mid-stream). Stops reading, and releases the stream, when the consumer stops iterating.
 */
export async function* readServerSentEvents(
  stream: ReadableStream<Uint8Array>,
): AsyncGenerator<ServerSentEvent, void, undefined> {
  const ready: ServerSentEvent[] = [];
  const parser = createParser({
    onEvent: ({ id, event, data }) => ready.push({ id, event, data }),
  });
  for await (const chunk of readTextChunks(stream)) {
    parser.feed(chunk);
    while (ready.length > 0) yield ready.shift()!;
  }
  // A last event cut off before its closing blank line still counts.
  parser.feed('\n\n');
  while (ready.length > 0) yield ready.shift()!;
}
