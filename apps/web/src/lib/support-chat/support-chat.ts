/*
 * The customer-support chat (spec §2, §9): enabled only in production, where a vendor adapter is
 * registered. Locally, opening it logs what would have happened so the buttons stay honest.
 */
export interface SupportChatAdapter {
  open(options: { form?: string }): void;
  close(): void;
}

const localAdapter: SupportChatAdapter = {
  open: (options) =>
    console.info('[support chat] not enabled outside production; would open with', options),
  close: () => console.info('[support chat] not enabled outside production; would close'),
};

let adapter: SupportChatAdapter = localAdapter;

export function registerSupportChat(next: SupportChatAdapter | null): void {
  adapter = next ?? localAdapter;
}

/** Opens the chat; Contact Support passes the form value 'cs'. */
export function openSupportChat(options: { form?: string } = {}): void {
  adapter.open(options);
}

export function closeSupportChat(): void {
  adapter.close();
}
