import { queryOptions } from '@tanstack/react-query';

import { queryStaleTimes, type SessionQueryArgs } from '../query/stale-times';
import { getOrganization } from './requests';

/**
 * Query keys and options of the signed-in user's organisation. Later lists of the organisation (its
 * users, workspaces) belong under `organizationQueries.all()` so one invalidation covers them.
 */
export const organizationQueries = {
  all: () => ['organization'] as const,
  detail: ({ loggedIn }: SessionQueryArgs) =>
    queryOptions({
      queryKey: [...organizationQueries.all(), 'detail'] as const,
      queryFn: ({ signal }) => getOrganization(signal),
      staleTime: queryStaleTimes.session,
      enabled: loggedIn,
    }),
};
