import { queryOptions } from '@tanstack/react-query';

import { resourceKeys } from '../query/resource-keys';
import { queryStaleTimes, type SessionQueryArgs } from '../query/stale-times';
import { getSubscription } from './requests';

// One of a kind (the caller's own): its one leaf is its details key, with no id and no lists.
const keys = resourceKeys('subscription');

/** Query keys and options of the organisation's subscription. */
export const subscriptionQueries = {
  all: keys.all,
  details: keys.details,
  detail: ({ loggedIn }: SessionQueryArgs) =>
    queryOptions({
      queryKey: keys.details(),
      queryFn: ({ signal }) => getSubscription(signal),
      staleTime: queryStaleTimes.session,
      enabled: loggedIn,
    }),
};
