/*
 * The app's data cache. It is created on first use, from the layouts that show data, so that the
 * sign-in page's first load carries no TanStack Query code.
 */
import { queryStaleTimes, retryUnlessClientError } from '@lexio/api';
import { QueryClient } from '@tanstack/react-query';

/** A client with the app's defaults: session reads fresh 15 minutes; 4xx answers are not retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: queryStaleTimes.session,
        retry: retryUnlessClientError,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

let appClient: QueryClient | null = null;

export function getQueryClient(): QueryClient {
  appClient ??= createQueryClient();
  return appClient;
}
