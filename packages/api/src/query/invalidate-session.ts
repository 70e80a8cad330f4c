import type { QueryClient } from '@tanstack/react-query';

import { meQueries } from '../me/queries';
import { organisationQueries } from '../organisations/queries';
import { subscriptionQueries } from '../subscription/queries';

/**
 * The 401 rule (spec §4): marks the cached me, organisation and subscription stale. Nothing is refetched
 * at once (refetchType 'none'): this runs from inside a failing call, and refetching there would send the
 * same refused token again and loop; the data reloads when next observed, with a fresh token.
 * Wire it as `configureApi({ ..., onUnauthorized: () => invalidateSession(queryClient) })`.
 */
export async function invalidateSession(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [meQueries.all(), organisationQueries.all(), subscriptionQueries.all()].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, refetchType: 'none' }),
    ),
  );
}
