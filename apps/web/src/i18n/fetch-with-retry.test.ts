import { describe, expect, it, vi } from 'vitest';

import { createLimiter, fetchJsonWithRetry, TranslationLoadError } from './fetch-with-retry';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('fetchJsonWithRetry', () => {
  it('retries network errors and 5xx with a 350 ms delay that doubles, then succeeds', async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json({}, 503))
      .mockResolvedValueOnce(json({}, 500))
      .mockResolvedValueOnce(json({ 'a.b': 'Ciao' }));
    await expect(fetchJsonWithRetry('https://t/it.json', { fetchImpl, sleep })).resolves.toEqual({
      'a.b': 'Ciao',
    });
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([350, 700, 1400]);
  });

  it('gives up after 5 retries', async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const fetchImpl = vi.fn<typeof fetch>().mockImplementation(async () => json({}, 502));
    await expect(
      fetchJsonWithRetry('https://t/en.json', { fetchImpl, sleep }),
    ).rejects.toMatchObject({ status: 502 });
    expect(fetchImpl).toHaveBeenCalledTimes(6);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it('does not retry a 4xx', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json({}, 404));
    await expect(
      fetchJsonWithRetry('https://t/fr.json', { fetchImpl, sleep: async () => {} }),
    ).rejects.toBeInstanceOf(TranslationLoadError);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("does not retry a body that is not JSON: 'failed parsing to json'", async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response('<html>', { status: 200 }));
    await expect(
      fetchJsonWithRetry('https://t/it.json', { fetchImpl, sleep: async () => {} }),
    ).rejects.toThrow('failed parsing to json');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

describe('createLimiter', () => {
  it('keeps at most 10 reads in flight', async () => {
    const limit = createLimiter(10);
    let inFlight = 0;
    let peak = 0;
    const release: (() => void)[] = [];
    const tasks = Array.from({ length: 25 }, () =>
      limit(async () => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        await new Promise<void>((resolve) => release.push(resolve));
        inFlight -= 1;
      }),
    );
    while (release.length || inFlight) {
      await new Promise((r) => setTimeout(r, 0));
      release.shift()?.();
    }
    await Promise.all(tasks);
    expect(peak).toBe(10);
  });
});
