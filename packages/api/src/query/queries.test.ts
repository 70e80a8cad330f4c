import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createElement, type ReactNode } from 'react';

import { configureApi } from '../http/client';
import { helpQueries } from '../help/queries';
import { flagQueries } from '../flags/queries';
import { meQueries } from '../me/queries';
import { useDeleteUser, useUpdateMe } from '../me/mutations';
import { useUpdateOrganisation } from '../organisations/mutations';
import { organisationQueries } from '../organisations/queries';
import { subscriptionQueries } from '../subscription/queries';
import { meFixture, organisationFixture, subscriptionFixture } from '../test/fixtures';
import { listenDuringTests, memoryStorage, server, testBaseUrl } from '../test/server';
import { queryStaleTimes } from './stale-times';

const minutes = (n: number) => n * 60 * 1000;

listenDuringTests();
beforeEach(() => {
  configureApi({
    baseUrl: testBaseUrl,
    getIdToken: () => 'id-token',
    signOut: () => undefined,
    storage: memoryStorage(),
  });
});
afterEach(() => {
  vi.useRealTimers();
});

function newQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

function wrapperFor(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
}

/** Answers GET `path` with `body` and counts the calls. */
function countedGet(path: string, body: object) {
  const handler = vi.fn(() => HttpResponse.json(body));
  server.use(http.get(`${testBaseUrl}${path}`, handler));
  return handler;
}

describe('stale times', () => {
  it('are 15 minutes for me, organisation and subscription, 1 hour for help/me and the legal corpus', () => {
    expect(queryStaleTimes).toEqual({
      session: minutes(15),
      helpMe: minutes(60),
      corpus: minutes(60),
    });
    const loggedIn = { loggedIn: true };
    expect(meQueries.detail(loggedIn).staleTime).toBe(minutes(15));
    expect(organisationQueries.detail(loggedIn).staleTime).toBe(minutes(15));
    expect(subscriptionQueries.detail(loggedIn).staleTime).toBe(minutes(15));
    expect(helpQueries.detail(loggedIn).staleTime).toBe(minutes(60));
  });

  it.each([
    ['me', '/users/me', meFixture, meQueries.detail({ loggedIn: true })],
    [
      'organisation',
      '/organisations/me',
      organisationFixture,
      organisationQueries.detail({ loggedIn: true }),
    ],
    [
      'subscription',
      '/subscription/me',
      subscriptionFixture,
      subscriptionQueries.detail({ loggedIn: true }),
    ],
  ] as const)(
    '%s is served from the cache for 15 minutes, then read again',
    async (_name, path, body, options) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const handler = countedGet(path, body);
      const queryClient = newQueryClient();

      await expect(queryClient.fetchQuery(options as never)).resolves.toEqual(body);
      vi.setSystemTime(Date.now() + minutes(14));
      await queryClient.fetchQuery(options as never);
      expect(handler).toHaveBeenCalledTimes(1);

      vi.setSystemTime(Date.now() + minutes(2));
      await queryClient.fetchQuery(options as never);
      expect(handler).toHaveBeenCalledTimes(2);
    },
  );

  it('help/me stays fresh for an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const handler = countedGet('/help/me', { token: 'hmac' });
    const queryClient = newQueryClient();
    await expect(queryClient.fetchQuery(helpQueries.detail({ loggedIn: true }))).resolves.toEqual({
      token: 'hmac',
    });
    vi.setSystemTime(Date.now() + minutes(59));
    await queryClient.fetchQuery(helpQueries.detail({ loggedIn: true }));
    expect(handler).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + minutes(2));
    await queryClient.fetchQuery(helpQueries.detail({ loggedIn: true }));
    expect(handler).toHaveBeenCalledTimes(2);
  });
});

describe('only while logged in', () => {
  it.each([
    ['me', '/users/me', meQueries.detail],
    ['organisation', '/organisations/me', organisationQueries.detail],
    ['subscription', '/subscription/me', subscriptionQueries.detail],
    ['help/me', '/help/me', helpQueries.detail],
    ['flags/me', '/flags/me', flagQueries.detail],
  ] as const)('%s is not requested while logged out', async (_name, path, options) => {
    const handler = countedGet(path, {});
    const { result } = renderHook(() => useQuery(options({ loggedIn: false }) as never), {
      wrapper: wrapperFor(newQueryClient()),
    });
    // Give a query the chance to start before asserting it never did.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toMatchObject({ status: 'pending', fetchStatus: 'idle' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('me is requested once logged in, and parsed', async () => {
    countedGet('/users/me', { ...meFixture, unexpected: 'dropped' });
    const { result } = renderHook(() => useQuery(meQueries.detail({ loggedIn: true })), {
      wrapper: wrapperFor(newQueryClient()),
    });
    await waitFor(() => expect(result.current.data).toEqual(meFixture));
  });
});

describe('mutations', () => {
  it('useUpdateMe sends the change, caches the reply and invalidates every me query', async () => {
    let body: unknown;
    server.use(
      http.patch(`${testBaseUrl}/users/me`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...meFixture, language: 'en' });
      }),
    );
    const queryClient = newQueryClient();
    const meKey = meQueries.detail({ loggedIn: true }).queryKey;
    queryClient.setQueryData(meKey, meFixture);
    const { result } = renderHook(() => useUpdateMe(), { wrapper: wrapperFor(queryClient) });

    await result.current.mutateAsync({ language: 'en' });

    expect(body).toEqual({ language: 'en' });
    expect(queryClient.getQueryData(meKey)?.language).toBe('en');
    expect(queryClient.getQueryState(meKey)?.isInvalidated).toBe(true);
  });

  it('useUpdateOrganisation saves the company type and marks the cached organisation onboarded', async () => {
    let body: unknown;
    server.use(
      http.patch(`${testBaseUrl}/organisations/me`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...organisationFixture, ...(body as object) });
      }),
    );
    const queryClient = newQueryClient();
    const key = organisationQueries.detail({ loggedIn: true }).queryKey;
    queryClient.setQueryData(key, organisationFixture);
    const { result } = renderHook(() => useUpdateOrganisation(), {
      wrapper: wrapperFor(queryClient),
    });

    await result.current.mutateAsync({ companyType: 'LAW_FIRM', isOnboarded: true });

    expect(body).toEqual({ companyType: 'LAW_FIRM', isOnboarded: true });
    expect(queryClient.getQueryData(key)).toMatchObject({
      companyType: 'LAW_FIRM',
      isOnboarded: true,
    });
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('useDeleteUser deletes by id and invalidates what is cached under the organisation', async () => {
    const deletedIds: unknown[] = [];
    server.use(
      http.delete(`${testBaseUrl}/users/:id`, ({ params }) => {
        deletedIds.push(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const queryClient = newQueryClient();
    const orgKey = organisationQueries.detail({ loggedIn: true }).queryKey;
    const meKey = meQueries.detail({ loggedIn: true }).queryKey;
    queryClient.setQueryData(orgKey, organisationFixture);
    queryClient.setQueryData(meKey, meFixture);
    const { result } = renderHook(() => useDeleteUser(), { wrapper: wrapperFor(queryClient) });

    await result.current.mutateAsync('u 2');

    expect(deletedIds).toEqual(['u 2']);
    expect(queryClient.getQueryState(orgKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(meKey)?.isInvalidated).toBe(false);
  });

  it('a failed mutation surfaces the ApiError', async () => {
    server.use(
      http.delete(`${testBaseUrl}/users/:id`, () =>
        HttpResponse.json({ error: { code: 'forbidden', message: 'Owner only' } }, { status: 403 }),
      ),
    );
    const { result } = renderHook(() => useDeleteUser(), { wrapper: wrapperFor(newQueryClient()) });
    await expect(result.current.mutateAsync('u2')).rejects.toMatchObject({
      message: 'Request failed',
      status: 403,
      code: 'forbidden',
    });
  });
});
