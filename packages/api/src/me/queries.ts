import { queryOptions } from '@tanstack/react-query';

import { queryStaleTimes, type SessionQueryArgs } from '../query/stale-times';
import { getMe } from './requests';

/** Query keys and options of the signed-in user: `useQuery(meQueries.detail({ loggedIn }))`. */
export const meQueries = {
  all: () => ['me'] as const,
  detail: ({ loggedIn }: SessionQueryArgs) =>
    queryOptions({
      queryKey: [...meQueries.all(), 'detail'] as const,
      queryFn: ({ signal }) => getMe(signal),
      staleTime: queryStaleTimes.session,
      enabled: loggedIn,
    }),
};
