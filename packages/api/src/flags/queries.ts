import { queryOptions } from '@tanstack/react-query';

import { queryStaleTimes, type SessionQueryArgs } from '../query/stale-times';
import { getFeatureFlags } from './requests';

/** Query keys and options of the local feature-flag source (GET /flags/me). */
export const flagQueries = {
  all: () => ['flags'] as const,
  detail: ({ loggedIn }: SessionQueryArgs) =>
    queryOptions({
      queryKey: [...flagQueries.all(), 'detail'] as const,
      queryFn: ({ signal }) => getFeatureFlags(signal),
      staleTime: queryStaleTimes.session,
      enabled: loggedIn,
    }),
};
