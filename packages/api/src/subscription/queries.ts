import { queryOptions } from '@tanstack/react-query';

import { queryStaleTimes, type SessionQueryArgs } from '../query/stale-times';
import { getSubscription } from './requests';

/** Query keys and options of the organisation's subscription. */
export const subscriptionQueries = {
  all: () => ['subscription'] as const,
  detail: ({ loggedIn }: SessionQueryArgs) =>
    queryOptions({
      queryKey: [...subscriptionQueries.all(), 'detail'] as const,
      queryFn: ({ signal }) => getSubscription(signal),
      staleTime: queryStaleTimes.session,
      enabled: loggedIn,
    }),
};
