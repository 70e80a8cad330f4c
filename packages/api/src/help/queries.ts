import { queryOptions } from '@tanstack/react-query';

import { queryStaleTimes, type SessionQueryArgs } from '../query/stale-times';
import { getHelpMe } from './requests';

/** Query keys and options of the support widget's identity token: fresh for 1 hour, only while logged in. */
export const helpQueries = {
  all: () => ['help'] as const,
  detail: ({ loggedIn }: SessionQueryArgs) =>
    queryOptions({
      queryKey: [...helpQueries.all(), 'detail'] as const,
      queryFn: ({ signal }) => getHelpMe(signal),
      staleTime: queryStaleTimes.helpMe,
      enabled: loggedIn,
    }),
};
