import { queryOptions } from '@tanstack/react-query';

import { resourceKeys } from '../query/resource-keys';
import { queryStaleTimes, type SessionQueryArgs } from '../query/stale-times';
import { getFeatureFlags } from './requests';

// One of a kind (the caller's own): its one leaf is its details key, with no id and no lists.
const keys = resourceKeys('flags');

/** Query keys and options of the local feature-flag source (GET /flags/me). */
export const flagQueries = {
  all: keys.all,
  details: keys.details,
  detail: ({ loggedIn }: SessionQueryArgs) =>
    queryOptions({
      queryKey: keys.details(),
      queryFn: ({ signal }) => getFeatureFlags(signal),
      staleTime: queryStaleTimes.session,
      enabled: loggedIn,
    }),
};
