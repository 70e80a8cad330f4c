import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { resourceKeys } from '../query/resource-keys';
import {
  type ConversationListParams,
  getConversations,
  getSharedConversation,
  getThreadDetails,
} from './requests';

const keys = resourceKeys('assistant');
const sharedKeys = resourceKeys('shared-conversation');

/**
 * Query keys and options of the assistant's conversations: the lists (paged, searched) and each
 * thread's details sit under `assistantQueries.all()`, so one invalidation refreshes both after
 * an answer, a rename, a delete or a share; the public snapshots sit apart (they are not the
 * user's data).
 */
export const assistantQueries = {
  all: keys.all,
  lists: keys.lists,
  list: (params: ConversationListParams = {}) =>
    queryOptions({
      queryKey: keys.list(params),
      queryFn: ({ signal }) => getConversations(params, signal),
      // Paging and searching keep the previous page on screen until the next one arrives.
      placeholderData: keepPreviousData,
    }),
  details: keys.details,
  detail: (threadId: string) =>
    queryOptions({
      queryKey: keys.detail(threadId),
      queryFn: ({ signal }) => getThreadDetails(threadId, signal),
    }),
  shared: (slug: string) =>
    queryOptions({
      queryKey: sharedKeys.detail(slug),
      queryFn: ({ signal }) => getSharedConversation(slug, signal),
    }),
};
