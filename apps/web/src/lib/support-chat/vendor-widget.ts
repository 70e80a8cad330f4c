/*
 * The live support chat, vendor-neutral. The configured loader script (VITE_SUPPORT_CHAT_URL) is
 * added to the page once, and the app talks to it through a command queue on
 * `window.LexioSupportChat`, the pattern chat vendors' snippets use: calls made before the script
 * has loaded wait in `LexioSupportChat.q`, and the script is expected to replay them and then
 * replace the function. The commands:
 *   ('boot', { appId, email?, token? })  start the widget, identified when email and token are given
 *   ('open', { form? }) / ('close')      show or hide the conversation (form 'cs': Contact Support)
 *   ('shutdown')                          forget the user (sign-out)
 * A vendor whose script speaks another API is plugged in with a small loader that maps these.
 */
import type { SupportChatAdapter, SupportChatIdentity } from './support-chat';

export type SupportChatCommand =
  | ['boot', { appId: string; email?: string; token?: string }]
  | ['open', { form?: string }]
  | ['close']
  | ['shutdown'];

export interface SupportChatQueue {
  (...command: SupportChatCommand): void;
  /** Commands waiting for the loader script. */
  q?: SupportChatCommand[];
}

declare global {
  interface Window {
    LexioSupportChat?: SupportChatQueue;
  }
}

export interface VendorSupportChatConfig {
  scriptUrl: string;
  appId: string;
}

const scriptMarker = 'data-lexio-support-chat';

function ensureQueue(): SupportChatQueue {
  if (!window.LexioSupportChat) {
    const queue: SupportChatQueue = (...command) => {
      (queue.q ??= []).push(command);
    };
    window.LexioSupportChat = queue;
  }
  return window.LexioSupportChat;
}

function ensureScript(src: string): void {
  if (document.querySelector(`script[${scriptMarker}]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.setAttribute(scriptMarker, '');
  script.addEventListener('error', () => console.error('The support chat script failed to load'));
  document.head.append(script);
}

export function createVendorSupportChat({
  scriptUrl,
  appId,
}: VendorSupportChatConfig): SupportChatAdapter {
  ensureQueue();
  ensureScript(scriptUrl);
  // The script may have replaced the queue function by the time a command is sent.
  const send = (...command: SupportChatCommand) => ensureQueue()(...command);
  // undefined: not booted; null: booted for an anonymous visitor; else who it was booted for.
  let bootedFor: SupportChatIdentity | null | undefined;

  const boot = (identity: SupportChatIdentity | null) => {
    if (bootedFor !== undefined) send('shutdown');
    send('boot', identity ? { appId, email: identity.email, token: identity.token } : { appId });
    bootedFor = identity;
  };

  return {
    identify(identity) {
      if (identity === null) {
        if (bootedFor !== undefined) send('shutdown');
        bootedFor = undefined;
        return;
      }
      // The token is fresh for an hour: a new one (or another user) boots the widget again.
      if (bootedFor?.email === identity.email && bootedFor.token === identity.token) return;
      boot(identity);
    },
    open(options) {
      if (bootedFor === undefined) boot(null);
      send('open', options.form ? { form: options.form } : {});
    },
    close() {
      if (bootedFor !== undefined) send('close');
    },
  };
}
