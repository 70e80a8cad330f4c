import { afterEach, describe, expect, it, vi } from 'vitest';

import { consumeLocal, readLocal, removeLocal, STORAGE_PREFIX, writeLocal } from './local-storage';
import { readSession, writeSession } from './session-storage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('local storage layer', () => {
  it('stores values as JSON under the product prefix', () => {
    writeLocal('sidebarOpened', false);
    writeLocal('utmParams', { utm_source: 'newsletter' });
    expect(localStorage.getItem(`${STORAGE_PREFIX}sidebarOpened`)).toBe('false');
    expect(readLocal('sidebarOpened')).toBe(false);
    expect(readLocal('utmParams')).toEqual({ utm_source: 'newsletter' });
  });

  it('gives null for a missing key', () => {
    expect(readLocal('lng')).toBeNull();
  });

  it('logs a corrupt value and reads it as null', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(`${STORAGE_PREFIX}lng`, '{not json');
    expect(readLocal('lng')).toBeNull();
    expect(error).toHaveBeenCalled();
  });

  it('logs and ignores a failed write', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => writeLocal('lng', 'it')).not.toThrow();
    expect(error).toHaveBeenCalledWith('Failed to write "lng" to local storage', expect.anything());
  });

  it('consumes a one-shot value once', () => {
    writeLocal('referredBy', 'ABCD1234');
    expect(consumeLocal('referredBy')).toBe('ABCD1234');
    expect(consumeLocal('referredBy')).toBeNull();
  });

  it('removes a key', () => {
    writeLocal('authReturnUrl', '/assistant/workspaces');
    removeLocal('authReturnUrl');
    expect(readLocal('authReturnUrl')).toBeNull();
  });
});

describe('session storage layer', () => {
  it('keeps the inactivity values in session storage', () => {
    writeSession('tracking', true);
    writeSession('timestamp', 1234);
    expect(readSession('tracking')).toBe(true);
    expect(readSession('timestamp')).toBe(1234);
    expect(localStorage.length).toBe(0);
  });
});
