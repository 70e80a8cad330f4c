import { queryOptions } from '@tanstack/react-query';

import { queryStaleTimes, type SessionQueryArgs } from '../query/stale-times';
import { getOrganisation } from './requests';

/**
 * Query keys and options of the signed-in user's organisation. Later lists of the organisation (its
 * users, workspaces) belong under `organisationQueries.all()` so one invalidation covers them.
 */
export const organisationQueries = {
  all: () => ['organisation'] as const,
  detail: ({ loggedIn }: SessionQueryArgs) =>
    queryOptions({
      queryKey: [...organisationQueries.all(), 'detail'] as const,
      queryFn: ({ signal }) => getOrganisation(signal),
      staleTime: queryStaleTimes.session,
      enabled: loggedIn,
    }),
};
