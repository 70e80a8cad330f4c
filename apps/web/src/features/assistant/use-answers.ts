/*
 * The app's answers store and the hooks the pages read it with. Pages take the store from context,
 * so a test can give them one of its own.
 */
import {
  askQuestion,
  assistantQueries,
  attachToAnswer,
  organisationQueries,
  stopAnswer,
} from '@lexio/api';
import { createContext, useContext, useSyncExternalStore } from 'react';

import { notificationsStore } from '../../lib/notifications/notifications-store';
import { getQueryClient } from '../../lib/query-client';
import { type AnswersStore, createAnswersStore, type LiveAnswer } from './answers-store';

/** The store the app uses: it outlives the pages, so answers keep being followed between threads. */
export const appAnswersStore: AnswersStore = createAnswersStore({
  ask: (body, signal) => askQuestion(body, signal),
  attach: (threadId, after, signal) => attachToAnswer(threadId, after, signal),
  stop: (threadId) => stopAnswer(threadId),
  notify: (notification) => notificationsStore.push(notification),
  invalidate: (threadId) => {
    const client = getQueryClient();
    void client.invalidateQueries({ queryKey: assistantQueries.detail(threadId).queryKey });
    void client.invalidateQueries({ queryKey: assistantQueries.lists() });
    // A question spends a free credit and a failed answer gives it back: the count shown elsewhere
    // (the inactive-user dialog) is read from the organisation.
    void client.invalidateQueries({ queryKey: organisationQueries.all() });
  },
});

export const AnswersStoreContext = createContext<AnswersStore>(appAnswersStore);

export function useAnswersStore(): AnswersStore {
  return useContext(AnswersStoreContext);
}

/** The answer the client follows in `threadId`, if any; re-renders once per applied frame. */
export function useLiveAnswer(threadId: string | undefined): LiveAnswer | undefined {
  const store = useAnswersStore();
  const answers = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return threadId ? answers.get(threadId) : undefined;
}
