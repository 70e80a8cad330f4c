import { queryOptions } from '@tanstack/react-query';

import { resourceKeys } from '../query/resource-keys';
import { queryStaleTimes, type SessionQueryArgs } from '../query/stale-times';
import { getOrganisation } from './requests';

// One of a kind (the caller's own): its one leaf is its details key, with no id and no lists.
const keys = resourceKeys('organisation');

/**
 * Query keys and options of the signed-in user's organisation. Later lists of the organisation (its
 * users, workspaces) belong under `organisationQueries.all()` so one invalidation covers them.
 */
export const organisationQueries = {
  all: keys.all,
  details: keys.details,
  detail: ({ loggedIn }: SessionQueryArgs) =>
    queryOptions({
      queryKey: keys.details(),
      queryFn: ({ signal }) => getOrganisation(signal),
      staleTime: queryStaleTimes.session,
      enabled: loggedIn,
    }),
};
