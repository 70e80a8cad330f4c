import { queryOptions } from '@tanstack/react-query';

import { resourceKeys } from '../query/resource-keys';
import { queryStaleTimes, type SessionQueryArgs } from '../query/stale-times';
import { getMe } from './requests';

// One of a kind (the caller's own): its one leaf is its details key, with no id and no lists.
const keys = resourceKeys('me');

/** Query keys and options of the signed-in user: `useQuery(meQueries.detail({ loggedIn }))`. */
export const meQueries = {
  all: keys.all,
  details: keys.details,
  detail: ({ loggedIn }: SessionQueryArgs) =>
    queryOptions({
      queryKey: keys.details(),
      queryFn: ({ signal }) => getMe(signal),
      staleTime: queryStaleTimes.session,
      enabled: loggedIn,
    }),
};
