import { readServerSentEvents, readTextChunks, responseStream } from './streaming';

function streamOf(chunks: Array<string | Uint8Array>) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

async function collect<T>(iterable: AsyncIterable<T>) {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

describe('responseStream', () => {
  it('raises "Error during stream of content" when the response has no body', () => {
    expect(() => responseStream(new Response(null))).toThrow('Error during stream of content');
  });
});

describe('readTextChunks', () => {
  it('keeps a character whose bytes arrive in two chunks whole', async () => {
    const bytes = new TextEncoder().encode('è'); // two bytes in UTF-8
    const chunks = await collect(
      readTextChunks(streamOf(['Perch', bytes.slice(0, 1), bytes.slice(1), ' no'])),
    );
    expect(chunks.join('')).toBe('Perchè no');
  });

  it('cancels the stream when the reader stops early', async () => {
    const cancel = vi.fn();
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('tick'));
      },
      cancel,
    });
    for await (const chunk of readTextChunks(stream)) {
      expect(chunk).toBe('tick');
      break;
    }
    expect(cancel).toHaveBeenCalled();
  });
});

describe('readServerSentEvents', () => {
  it('yields the data of each event, across chunk boundaries and CRLF lines', async () => {
    const events = await collect(
      readServerSentEvents(
        streamOf([
          ': keep-alive\n\n',
          'data: {"delta":"Hel',
          'lo"}\n\n',
          'event: done\r\ndata: line 1\r\ndata: line 2\r\n\r\n',
          'data: last',
        ]),
      ),
    );
    expect(events.map((event) => event.data)).toEqual([
      '{"delta":"Hello"}',
      'line 1\nline 2',
      'last',
    ]);
    expect(events[1]?.event).toBe('done');
  });

  it('keeps the id and type each event was sent with', async () => {
    const events = await collect(
      readServerSentEvents(
        streamOf(['id: 41\nevent: delta\ndata: a\n\n', 'data: b\n\n', 'id: 4', '3\rdata: c\r\r']),
      ),
    );
    expect(events).toEqual([
      { id: '41', event: 'delta', data: 'a' },
      { id: undefined, event: undefined, data: 'b' },
      { id: '43', event: undefined, data: 'c' },
    ]);
  });
});
