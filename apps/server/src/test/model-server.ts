/**
 * A small OpenAI-compatible endpoint for the tests of the language-model adapters (never the
 * internet): `script` decides each streamed reply from the request.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  url: string;
  body: { model: string; stream: boolean; messages: Array<{ role: string; content: string }> };
}

export type Reply = { status?: number; delayMs?: number; chunks: string[] };

/** An OpenAI-compatible endpoint: `script` decides each reply from the request. */
export async function startModel(script: (request: ChatRequest) => Reply) {
  const requests: ChatRequest[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let raw = '';
    request.on('data', (c: Buffer) => (raw += c.toString()));
    request.on('end', () => {
      const chat: ChatRequest = { url: request.url ?? '', body: JSON.parse(raw) };
      requests.push(chat);
      const { status = 200, delayMs = 0, chunks } = script(chat);
      setTimeout(() => {
        if (response.destroyed) return;
        if (status !== 200) {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: 'unavailable', type: 'server_error' } }));
          return;
        }
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        const frame = (delta: object, finish: string | null) =>
          `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'local', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
        for (const text of chunks) response.write(frame({ content: text }, null));
        response.write(frame({}, 'stop'));
        response.end('data: [DONE]\n\n');
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
