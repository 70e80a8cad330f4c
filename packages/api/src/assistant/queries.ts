import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import {
  type ConversationListParams,
  getConversations,
  getSharedConversation,
  getThreadDetails,
} from './requests';

/**
 * Query keys and options of the assistant. Lists and threads sit under `assistantQueries.all()`,
 * so one invalidation refreshes both after an answer, a rename, a delete or a share; the public
 * snapshots sit apart (they are not the user's data).
 */
export const assistantQueries = {
  all: () => ['assistant'] as const,
  conversations: () => [...assistantQueries.all(), 'conversations'] as const,
  conversationList: (params: ConversationListParams = {}) =>
    queryOptions({
      queryKey: [...assistantQueries.conversations(), params] as const,
      queryFn: ({ signal }) => getConversations(params, signal),
      // Paging and searching keep the previous page on screen until the next one arrives.
      placeholderData: keepPreviousData,
    }),
  threads: () => [...assistantQueries.all(), 'thread'] as const,
  thread: (threadId: string) =>
    queryOptions({
      queryKey: [...assistantQueries.threads(), threadId] as const,
      queryFn: ({ signal }) => getThreadDetails(threadId, signal),
    }),
  shared: (slug: string) =>
    queryOptions({
      queryKey: ['shared-conversation', slug] as const,
      queryFn: ({ signal }) => getSharedConversation(slug, signal),
    }),
};
