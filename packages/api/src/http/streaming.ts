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

/**
 * Splits a server-sent-events stream into the `data:` payload of each event (multi-line data joined
 * with '\n'). Comments, `event:`, `id:` and `retry:` lines are ignored.
 */
export async function* readServerSentEvents(
  stream: ReadableStream<Uint8Array>,
): AsyncGenerator<string, void, undefined> {
  let buffer = '';
  let data: string[] = [];
  for await (const chunk of readTextChunks(stream)) {
    buffer += chunk;
    let newline = buffer.search(/\r?\n/);
    while (newline !== -1) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(buffer[newline] === '\r' ? newline + 2 : newline + 1);
      if (line === '') {
        if (data.length > 0) yield data.join('\n');
        data = [];
      } else if (line.startsWith('data:')) {
        data.push(line.slice(line[5] === ' ' ? 6 : 5));
      }
      newline = buffer.search(/\r?\n/);
    }
  }
  if (buffer.startsWith('data:')) data.push(buffer.slice(buffer[5] === ' ' ? 6 : 5));
  if (data.length > 0) yield data.join('\n');
}
