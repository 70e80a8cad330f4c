import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fetchWithImpersonationExpiry } from './configure-api';
import { takeEarlyRead } from './early-reads';

const me = 'http://127.0.0.1:3000/users/me';
const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

function startedByThePage(reads: Record<string, Promise<Response>>, token = 'id-token'): void {
  window.__lexioEarlyReads = Object.fromEntries(
    Object.entries(reads).map(([url, r]) => [url, { t: token, r }]),
  );
}

afterEach(() => {
  delete window.__lexioEarlyReads;
  vi.unstubAllGlobals();
});

describe('takeEarlyRead', () => {
  it('hands the read the page started to the first GET of that address with the same token, once', async () => {
    startedByThePage({ [me]: Promise.resolve(Response.json({ id: 'u1' })) });
    const read = takeEarlyRead(me, { method: 'GET', ...bearer('id-token') }, 200);
    expect(await (await read)!.json()).toEqual({ id: 'u1' });
    expect(takeEarlyRead(me, bearer('id-token'), 300)).toBeNull();
  });

  it('leaves it for a call with another token (an impersonation, a refreshed session), another method or address', () => {
    startedByThePage({ [me]: Promise.resolve(Response.json({})) });
    expect(takeEarlyRead(me, bearer('impersonation-token'), 200)).toBeNull();
    expect(
      takeEarlyRead(me, { method: 'PATCH', body: '{}', ...bearer('id-token') }, 200),
    ).toBeNull();
    expect(takeEarlyRead(`${me}?x=1`, bearer('id-token'), 200)).toBeNull();
    expect(takeEarlyRead(me, {}, 200)).toBeNull();
    expect(takeEarlyRead(new URL(me), bearer('id-token'), 200)).not.toBeNull();
  });

  it('never serves a read late: after the first seconds of the page they are dropped', () => {
    startedByThePage({ [me]: Promise.resolve(Response.json({})) });
    expect(takeEarlyRead(me, bearer('id-token'), 10_001)).toBeNull();
    expect(window.__lexioEarlyReads).toBeUndefined();
  });

  it('finds nothing when the page started no reads (signed out, no stored session)', () => {
    expect(takeEarlyRead(me, bearer('id-token'), 100)).toBeNull();
  });
});

describe('the API client’s fetch', () => {
  // Within the page's first seconds, however slowly this file loaded.
  beforeEach(() => {
    vi.spyOn(performance, 'now').mockReturnValue(500);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers from the read the page started instead of asking the network again', async () => {
    const network = vi.fn(async () => Response.json({ from: 'network' }));
    vi.stubGlobal('fetch', network);
    startedByThePage({ [me]: Promise.resolve(Response.json({ from: 'page' })) });
    const first = await fetchWithImpersonationExpiry(me, bearer('id-token'));
    expect(await first.json()).toEqual({ from: 'page' });
    expect(network).not.toHaveBeenCalled();
    // A refetch later goes to the network.
    const again = await fetchWithImpersonationExpiry(me, bearer('id-token'));
    expect(await again.json()).toEqual({ from: 'network' });
  });

  it('asks the network when the page’s read failed on the way (offline for a moment)', async () => {
    const network = vi.fn(async () => Response.json({ from: 'network' }));
    vi.stubGlobal('fetch', network);
    startedByThePage({ [me]: Promise.reject(new TypeError('Failed to fetch')) });
    const response = await fetchWithImpersonationExpiry(me, bearer('id-token'));
    expect(await response.json()).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });
});
