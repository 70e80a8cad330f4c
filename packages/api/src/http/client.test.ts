import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';

import { meQueries } from '../me/queries';
import { organisationQueries } from '../organisations/queries';
import { helpQueries } from '../help/queries';
import { invalidateSession } from '../query/invalidate-session';
import { subscriptionQueries } from '../subscription/queries';
import { listenDuringTests, memoryStorage, server, testBaseUrl } from '../test/server';
import { readTextChunks } from './streaming';
import { ApiError, NoAuthTokenError, StreamError } from './errors';
import { configureApi, createApiClient, getApiClient, type ApiConfig } from './client';

listenDuringTests();

function makeClient(overrides: Partial<ApiConfig> = {}) {
  const config: ApiConfig = {
    baseUrl: testBaseUrl,
    getIdToken: vi.fn(async () => 'id-token'),
    signOut: vi.fn(),
    storage: memoryStorage(),
    ...overrides,
  };
  return { client: createApiClient(config), config };
}

/** Records the headers of the last request to `path`. */
function echoHeaders(path: string, base = testBaseUrl) {
  const seen: { headers?: Headers; url?: string } = {};
  server.use(
    http.all(`${base}${path}`, ({ request }) => {
      seen.headers = request.headers;
      seen.url = request.url;
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

describe('the bearer token', () => {
  it('is the identity token when no impersonation token is stored, with JSON content type', async () => {
    const seen = echoHeaders('/users/me');
    const { client } = makeClient();
    await client.json('/users/me');
    expect(seen.headers?.get('authorization')).toBe('Bearer id-token');
    expect(seen.headers?.get('content-type')).toBe('application/json');
  });

  it('is the stored impersonation token when there is one, without asking for the identity token', async () => {
    const seen = echoHeaders('/users/me');
    const getIdToken = vi.fn(async () => 'id-token');
    const { client } = makeClient({
      getIdToken,
      storage: memoryStorage({ impersonateToken: 'impersonation-token' }),
    });
    await client.json('/users/me');
    expect(seen.headers?.get('authorization')).toBe('Bearer impersonation-token');
    expect(getIdToken).not.toHaveBeenCalled();
  });

  it('falls back to the identity token when the storage layer throws', async () => {
    const seen = echoHeaders('/users/me');
    const { client } = makeClient({
      storage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
      },
    });
    await client.json('/users/me');
    expect(seen.headers?.get('authorization')).toBe('Bearer id-token');
  });

  it('missing: raises "No auth token found", signs the user out and sends nothing', async () => {
    const handler = vi.fn(() => HttpResponse.json({}));
    server.use(http.get(`${testBaseUrl}/users/me`, handler));
    const signOut = vi.fn();
    const { client } = makeClient({ getIdToken: async () => undefined, signOut });
    const call = client.json('/users/me');
    await expect(call).rejects.toThrow(NoAuthTokenError);
    await expect(call).rejects.toThrow('No auth token found');
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(handler).not.toHaveBeenCalled();
  });

  it('is left out of unauthenticated calls, which need no session', async () => {
    const seen = echoHeaders('/signUp/userExists');
    const signOut = vi.fn();
    const { client } = makeClient({ getIdToken: async () => null, signOut });
    await client.json('/signUp/userExists', {
      method: 'POST',
      body: { email: 'a@b.it' },
      auth: false,
    });
    expect(seen.headers?.has('authorization')).toBe(false);
    expect(signOut).not.toHaveBeenCalled();
  });
});

describe('addresses', () => {
  it('joins the configured base URL, the path and the search parameters (leaving out empty ones)', async () => {
    const seen = echoHeaders('/conversations');
    const { client } = makeClient({ baseUrl: `${testBaseUrl}/` });
    await client.json('/conversations', {
      query: { limit: 20, offset: 40, q: undefined, w: null },
    });
    expect(seen.url).toBe(`${testBaseUrl}/conversations?limit=20&offset=40`);
  });

  it('sends chat, laws and media calls to their own hosts', async () => {
    const chat = echoHeaders('/assistant/1/share', 'http://chat.test');
    const laws = echoHeaders('/x_toc.html', 'http://laws.test');
    const media = echoHeaders('/shared/1', 'http://media.test');
    const { client } = makeClient({
      chatBaseUrl: 'http://chat.test',
      lawsBaseUrl: 'http://laws.test',
      mediaBaseUrl: 'http://media.test',
    });
    await client.json('/assistant/1/share', { method: 'POST', host: 'chat' });
    await client.text('/x_toc.html', { host: 'laws' });
    await client.json('/shared/1', { host: 'media', auth: false });
    expect([chat.url, laws.url, media.url]).toEqual([
      'http://chat.test/assistant/1/share',
      'http://laws.test/x_toc.html',
      'http://media.test/shared/1',
    ]);
  });

  it('sends the JSON content type on a write without a body too (spec §7)', async () => {
    const seen = echoHeaders('/users/u1');
    await makeClient().client.request('/users/u1', { method: 'DELETE' });
    expect(seen.headers?.get('content-type')).toBe('application/json');
    expect(seen.headers?.get('authorization')).toBe('Bearer id-token');
  });

  it('sends the body as JSON', async () => {
    let received: unknown;
    let contentType: string | null = null;
    server.use(
      http.patch(`${testBaseUrl}/users/me`, async ({ request }) => {
        contentType = request.headers.get('content-type');
        received = await request.json();
        return HttpResponse.json({});
      }),
    );
    await makeClient().client.json('/users/me', { method: 'PATCH', body: { language: 'it' } });
    expect(received).toEqual({ language: 'it' });
    expect(contentType).toBe('application/json');
  });
});

describe('reading responses', () => {
  it('reads JSON, validated by the schema when one is given', async () => {
    server.use(
      http.get(`${testBaseUrl}/help/me`, () => HttpResponse.json({ token: 'abc', extra: 1 })),
    );
    const data = await makeClient().client.json('/help/me', {
      schema: z.object({ token: z.string() }),
    });
    expect(data).toEqual({ token: 'abc' });
  });

  it('rejects JSON that does not match the schema', async () => {
    server.use(http.get(`${testBaseUrl}/help/me`, () => HttpResponse.json({ token: 42 })));
    await expect(
      makeClient().client.json('/help/me', { schema: z.object({ token: z.string() }) }),
    ).rejects.toThrow();
  });

  it('reads an empty body as undefined', async () => {
    server.use(
      http.delete(`${testBaseUrl}/users/u1`, () => new HttpResponse(null, { status: 204 })),
    );
    await expect(
      makeClient().client.json('/users/u1', { method: 'DELETE' }),
    ).resolves.toBeUndefined();
  });

  it('reads text', async () => {
    server.use(
      http.get(`${testBaseUrl}/law_toc.html`, () => HttpResponse.text('<ol><li>Art. 1</li></ol>')),
    );
    await expect(makeClient().client.text('/law_toc.html')).resolves.toBe(
      '<ol><li>Art. 1</li></ol>',
    );
  });

  it('reads a stream chunk by chunk', async () => {
    const encoder = new TextEncoder();
    server.use(
      http.post(`${testBaseUrl}/assistant/1/improvePrompt`, () => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(encoder.encode('Hello, '));
            controller.enqueue(encoder.encode('world'));
            controller.close();
          },
        });
        return new HttpResponse(body, { headers: { 'Content-Type': 'text/plain' } });
      }),
    );
    const stream = await makeClient().client.stream('/assistant/1/improvePrompt', {
      method: 'POST',
    });
    let text = '';
    for await (const chunk of readTextChunks(stream)) text += chunk;
    expect(text).toBe('Hello, world');
  });

  it('raises "Error during stream of content" for a stream response without a body', async () => {
    server.use(
      http.post(
        `${testBaseUrl}/assistant/1/improvePrompt`,
        () => new HttpResponse(null, { status: 204 }),
      ),
    );
    const call = makeClient().client.stream('/assistant/1/improvePrompt', { method: 'POST' });
    await expect(call).rejects.toThrow(StreamError);
    await expect(call).rejects.toThrow('Error during stream of content');
  });
});

describe('non-OK responses', () => {
  it('raise "Request failed" with the status and the JSON body', async () => {
    const body = { error: { code: 'not_found', message: 'No such user' } };
    server.use(http.get(`${testBaseUrl}/users/me`, () => HttpResponse.json(body, { status: 404 })));
    const error = await makeClient()
      .client.json('/users/me')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Request failed',
      status: 404,
      body,
      code: 'not_found',
    });
  });

  it('keep a body that is not JSON as text', async () => {
    server.use(
      http.get(`${testBaseUrl}/users/me`, () => HttpResponse.text('Bad gateway', { status: 502 })),
    );
    await expect(makeClient().client.json('/users/me')).rejects.toMatchObject({
      message: 'Request failed',
      status: 502,
      body: 'Bad gateway',
    });
  });

  it('call onUnauthorized on 401 only', async () => {
    server.use(
      http.get(`${testBaseUrl}/users/me`, () =>
        HttpResponse.json({ error: { code: 'unauthorized' } }, { status: 401 }),
      ),
      http.get(`${testBaseUrl}/organisations/me`, () => HttpResponse.json({}, { status: 403 })),
    );
    const onUnauthorized = vi.fn();
    const { client } = makeClient({ onUnauthorized });
    await expect(client.json('/organisations/me')).rejects.toMatchObject({ status: 403 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(client.json('/users/me')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toMatchObject({ status: 401 });
  });

  it('401 invalidates the cached me, organisation and subscription, and nothing else', async () => {
    server.use(http.get(`${testBaseUrl}/users/me`, () => HttpResponse.json({}, { status: 401 })));
    const queryClient = new QueryClient();
    const keys = {
      me: meQueries.detail({ loggedIn: true }).queryKey,
      organisation: organisationQueries.detail({ loggedIn: true }).queryKey,
      subscription: subscriptionQueries.detail({ loggedIn: true }).queryKey,
      help: helpQueries.detail({ loggedIn: true }).queryKey,
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, {} as never);
    const { client } = makeClient({ onUnauthorized: () => void invalidateSession(queryClient) });

    await expect(client.json('/users/me')).rejects.toMatchObject({ status: 401 });

    const invalidated = Object.fromEntries(
      Object.entries(keys).map(([name, key]) => [
        name,
        queryClient.getQueryState(key)?.isInvalidated,
      ]),
    );
    expect(invalidated).toEqual({ me: true, organisation: true, subscription: true, help: false });
  });
});

describe('configureApi', () => {
  it('sets the client every resource request uses', async () => {
    const seen = echoHeaders('/users/me');
    const client = configureApi({
      baseUrl: testBaseUrl,
      getIdToken: () => 'configured-token',
      signOut: () => undefined,
      storage: memoryStorage(),
    });
    expect(getApiClient()).toBe(client);
    await getApiClient().json('/users/me');
    expect(seen.headers?.get('authorization')).toBe('Bearer configured-token');
  });
});
