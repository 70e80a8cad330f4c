import { queryOptions } from '@tanstack/react-query';

import { resourceKeys } from '../query/resource-keys';
import { queryStaleTimes, type SessionQueryArgs } from '../query/stale-times';
import { getHelpMe } from './requests';

// One of a kind (the caller's own): its one leaf is its details key, with no id and no lists.
const keys = resourceKeys('help');

/** Query keys and options of the support widget's identity token: fresh for 1 hour, only while logged in. */
export const helpQueries = {
  all: keys.all,
  details: keys.details,
  detail: ({ loggedIn }: SessionQueryArgs) =>
    queryOptions({
      queryKey: keys.details(),
      queryFn: ({ signal }) => getHelpMe(signal),
      staleTime: queryStaleTimes.helpMe,
      enabled: loggedIn,
    }),
};
