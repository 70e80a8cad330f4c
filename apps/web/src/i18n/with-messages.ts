/*
 * Lazy loading with messages: wraps a lazy import (a route module for the router's `lazy`, or a
 * component for React.lazy) so that it resolves only once its namespaces are on screen too. The
 * code and the messages download in parallel; the page never renders before its messages.
 */
import { messageStore, type MessageStore } from './message-store';
import type { Namespace } from './namespaces';

export function withMessages<T>(
  namespaces: readonly Namespace[],
  load: () => Promise<T>,
  store: MessageStore = messageStore,
): () => Promise<T> {
  return async () => {
    const [loaded] = await Promise.all([load(), store.loadNamespaces(namespaces)]);
    return loaded;
  };
}
