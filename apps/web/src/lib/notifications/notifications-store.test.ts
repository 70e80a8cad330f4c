import { describe, expect, it } from 'vitest';

import { createNotificationsStore } from './notifications-store';

describe('notifications store', () => {
  it('pushes visible notifications, hides, dismisses and clears a conversation', () => {
    const store = createNotificationsStore();
    store.push({ id: 'n1', conversationId: 'c1', message: 'Ready', workspaceId: null });
    store.push({ id: 'n2', conversationId: 'c2', message: 'Also ready', workspaceId: 'w1' });
    expect(store.getSnapshot().map((n) => [n.id, n.visible])).toEqual([
      ['n1', true],
      ['n2', true],
    ]);
    store.hide('n1');
    expect(store.getSnapshot()[0]?.visible).toBe(false);
    store.clearConversation('c2');
    expect(store.getSnapshot().map((n) => n.id)).toEqual(['n1']);
    store.dismiss('n1');
    expect(store.getSnapshot()).toEqual([]);
  });
});
