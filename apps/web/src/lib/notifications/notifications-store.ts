/*
 * In-app notifications (spec §3: id, conversationId, message, workspaceId, visible). The assistant
 * pushes one when a response is ready; the shell shows the card, counts pending ones in the tab
 * title and puts a dot on the favicon. A plain external store so non-React code can push too.
 */
import { useSyncExternalStore } from 'react';

export interface Notification {
  id: string;
  conversationId: string;
  message: string;
  workspaceId: string | null;
  /** Whether the response-ready card is showing it. */
  visible: boolean;
}

type Listener = () => void;

export function createNotificationsStore() {
  let items: readonly Notification[] = [];
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((l) => l());
  const set = (next: readonly Notification[]) => {
    items = next;
    emit();
  };
  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
    push(notification: Omit<Notification, 'visible'> & { visible?: boolean }) {
      set([...items.filter((n) => n.id !== notification.id), { visible: true, ...notification }]);
    },
    /** Hides the card but keeps the notification pending. */
    hide(id: string) {
      set(items.map((n) => (n.id === id ? { ...n, visible: false } : n)));
    },
    dismiss(id: string) {
      set(items.filter((n) => n.id !== id));
    },
    /** Returning to the tab clears the notifications of the thread on screen. */
    clearConversation(conversationId: string) {
      set(items.filter((n) => n.conversationId !== conversationId));
    },
    clear() {
      set([]);
    },
  };
}

export type NotificationsStore = ReturnType<typeof createNotificationsStore>;

/** The app's single store. */
export const notificationsStore = createNotificationsStore();

export function useNotifications(
  store: NotificationsStore = notificationsStore,
): readonly Notification[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
