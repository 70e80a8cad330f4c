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

async function collect(iterable: AsyncIterable<string>) {
  const out: string[] = [];
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
    expect(events).toEqual(['{"delta":"Hello"}', 'line 1\nline 2', 'last']);
  });
});
