/*
 * The customer-support chat (spec §2, §9): live only in production with a vendor configured
 * (VITE_SUPPORT_CHAT_URL, the vendor's loader script, and VITE_SUPPORT_CHAT_APP_ID). The widget code
 * (./vendor-widget) loads on first use: when the signed-in session identifies the user, or when
 * someone asks for the chat. Anywhere else the chat is unavailable and openSupportChat says so, so
 * the caller can tell the user instead of pretending a chat opened.
 */
import { type Env, env } from '../../config/env';

/** How the support chat widget identifies a user: their e-mail and the token of GET /help/me. */
export interface SupportChatIdentity {
  email: string;
  token: string;
}

export interface SupportChatAdapter {
  /** Identifies the signed-in user to the widget; null forgets them (sign-out). */
  identify(identity: SupportChatIdentity | null): void;
  /** Opens the chat; Contact Support passes the form value 'cs'. */
  open(options: { form?: string }): void;
  close(): void;
}

/** 'live' in production with a vendor configured; 'local' (the embedded default: no chat) otherwise. */
export type SupportChatMode = 'live' | 'local';

export function supportChatMode(
  config: Pick<Env, 'environment' | 'supportChatUrl' | 'supportChatAppId'> = env,
): SupportChatMode {
  return config.environment === 'production' && config.supportChatUrl && config.supportChatAppId
    ? 'live'
    : 'local';
}

let adapter: SupportChatAdapter | null = null;
let loading: Promise<SupportChatAdapter> | null = null;

/** Replaces the adapter (tests, or another vendor integration); null goes back to the configured one. */
export function registerSupportChat(next: SupportChatAdapter | null): void {
  adapter = next;
  loading = null;
}

/** The live adapter, loading the widget code on first use; null when the chat is not available. */
function liveAdapter(): Promise<SupportChatAdapter> | null {
  if (adapter) return Promise.resolve(adapter);
  if (supportChatMode() !== 'live') return null;
  loading ??= import('./vendor-widget').then(({ createVendorSupportChat }) => {
    adapter = createVendorSupportChat({
      scriptUrl: env.supportChatUrl ?? '',
      appId: env.supportChatAppId ?? '',
    });
    return adapter;
  });
  return loading;
}

function withAdapter(action: (chat: SupportChatAdapter) => void): boolean {
  const pending = liveAdapter();
  if (!pending) return false;
  pending.then(action).catch((error: unknown) => console.error('Support chat failed', error));
  return true;
}

/** Opens the chat: 'unavailable' outside production or without a vendor, for the caller to say so. */
export function openSupportChat(options: { form?: string } = {}): 'opened' | 'unavailable' {
  return withAdapter((chat) => chat.open(options)) ? 'opened' : 'unavailable';
}

/** Closes the chat if its widget is loaded (nothing to close otherwise). */
export function closeSupportChat(): void {
  if (adapter) adapter.close();
  else void loading?.then((chat) => chat.close());
}

/** Identifies the signed-in user to the live widget, loading it; does nothing when not live. */
export function identifySupportChatUser(identity: SupportChatIdentity): void {
  withAdapter((chat) => chat.identify(identity));
}

/** On sign-out: the widget, if loaded, forgets the user. */
export function forgetSupportChatUser(): void {
  if (adapter) adapter.identify(null);
  else void loading?.then((chat) => chat.identify(null));
}
