/*
 * The session's reads (me, organisation, subscription and, with the local flag source, the flags)
 * start as soon as a signed-in page's address is known, beside the page's code, instead of once
 * that code has downloaded, run and rendered the layout. SignedInSession's queries then find them
 * answered or on their way (same keys, same options).
 */
import { flagQueries, meQueries, organisationQueries, subscriptionQueries } from '@lexio/api';

import { configuredFlagSource } from '../lib/flags/flags';
import { getQueryClient } from '../lib/query-client';

export function prefetchSession(): void {
  const client = getQueryClient();
  void client.prefetchQuery(meQueries.detail({ loggedIn: true }));
  void client.prefetchQuery(organisationQueries.detail({ loggedIn: true }));
  void client.prefetchQuery(subscriptionQueries.detail({ loggedIn: true }));
  if (configuredFlagSource === 'local')
    void client.prefetchQuery(flagQueries.detail({ loggedIn: true }));
}
