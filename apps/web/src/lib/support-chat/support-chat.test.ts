import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  closeSupportChat,
  forgetSupportChatUser,
  identifySupportChatUser,
  openSupportChat,
  registerSupportChat,
  supportChatMode,
} from './support-chat';
import type { SupportChatCommand } from './vendor-widget';

const config = vi.hoisted(() => ({
  environment: 'local' as 'local' | 'development' | 'production',
  supportChatUrl: undefined as string | undefined,
  supportChatAppId: undefined as string | undefined,
}));
vi.mock('../../config/env', () => ({ env: config }));

const loader = 'https://chat.vendor.example/loader.js';

function goLive() {
  Object.assign(config, {
    environment: 'production',
    supportChatUrl: loader,
    supportChatAppId: 'lexio-prod',
  });
}

const commands = (): SupportChatCommand[] => window.LexioSupportChat?.q ?? [];
const scripts = () =>
  document.querySelectorAll<HTMLScriptElement>('script[data-lexio-support-chat]');

afterEach(() => {
  Object.assign(config, {
    environment: 'local',
    supportChatUrl: undefined,
    supportChatAppId: undefined,
  });
  registerSupportChat(null);
  scripts().forEach((script) => script.remove());
  delete window.LexioSupportChat;
});

describe('supportChatMode', () => {
  it.each([
    ['production with a vendor', 'production', loader, 'lexio-prod', 'live'],
    ['production without a loader script', 'production', undefined, 'lexio-prod', 'local'],
    ['production without an app id', 'production', loader, undefined, 'local'],
    ['development, even with a vendor', 'development', loader, 'lexio-prod', 'local'],
    ['a local build', 'local', undefined, undefined, 'local'],
  ] as const)('%s: %s', (_case, environment, supportChatUrl, supportChatAppId, mode) => {
    expect(supportChatMode({ environment, supportChatUrl, supportChatAppId })).toBe(mode);
  });
});

describe('the support chat outside production', () => {
  it('reports that it is unavailable and loads nothing', () => {
    expect(openSupportChat({ form: 'cs' })).toBe('unavailable');
    identifySupportChatUser({ email: 'anna@studio.it', token: 't' });
    closeSupportChat();
    expect(scripts()).toHaveLength(0);
    expect(window.LexioSupportChat).toBeUndefined();
  });

  it('uses a registered adapter', () => {
    const adapter = { open: vi.fn(), close: vi.fn(), identify: vi.fn() };
    registerSupportChat(adapter);
    expect(openSupportChat({ form: 'cs' })).toBe('opened');
    return vi.waitFor(() => expect(adapter.open).toHaveBeenCalledWith({ form: 'cs' }));
  });
});

describe('the live support chat', () => {
  it('loads the vendor script once, on first use, and opens the chat for a visitor', async () => {
    goLive();
    expect(scripts()).toHaveLength(0);
    expect(openSupportChat({ form: 'cs' })).toBe('opened');
    await vi.waitFor(() => expect(commands()).toHaveLength(2));
    expect(commands()).toEqual([
      ['boot', { appId: 'lexio-prod' }],
      ['open', { form: 'cs' }],
    ]);
    openSupportChat();
    await vi.waitFor(() => expect(commands()).toHaveLength(3));
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]).toHaveAttribute('src', loader);
    expect(scripts()[0]?.async).toBe(true);
  });

  it('identifies the signed-in user with the help token, again when it changes, and forgets them', async () => {
    goLive();
    identifySupportChatUser({ email: 'anna@studio.it', token: 'hmac-1' });
    await vi.waitFor(() => expect(commands()).toHaveLength(1));
    identifySupportChatUser({ email: 'anna@studio.it', token: 'hmac-1' });
    identifySupportChatUser({ email: 'anna@studio.it', token: 'hmac-2' });
    await vi.waitFor(() => expect(commands()).toHaveLength(3));
    forgetSupportChatUser();
    closeSupportChat();
    expect(commands()).toEqual([
      ['boot', { appId: 'lexio-prod', email: 'anna@studio.it', token: 'hmac-1' }],
      ['shutdown'],
      ['boot', { appId: 'lexio-prod', email: 'anna@studio.it', token: 'hmac-2' }],
      ['shutdown'],
    ]);
  });

  it('hands commands to the vendor script once it has replaced the queue', async () => {
    goLive();
    identifySupportChatUser({ email: 'anna@studio.it', token: 'hmac-1' });
    await vi.waitFor(() => expect(commands()).toHaveLength(1));
    const vendor = vi.fn();
    window.LexioSupportChat = vendor;
    openSupportChat({ form: 'cs' });
    await vi.waitFor(() => expect(vendor).toHaveBeenCalledWith('open', { form: 'cs' }));
  });
});
