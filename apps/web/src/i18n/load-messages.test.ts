import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadRemoteMessages } from './load-messages';

afterEach(() => vi.unstubAllGlobals());

describe('remote translations', () => {
  it('are read from {url}/{lng}.json and compiled, a malformed message left out', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({
        'auth.login.title': 'Accedi a Lexio',
        'onboarding.step': 'Passo {current} di {total}',
        'shell.broken': 'Ciao {name',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});

    const messages = await loadRemoteMessages('it', 'https://translations.test/lexio/');

    expect(fetchMock).toHaveBeenCalledWith('https://translations.test/lexio/it.json');
    expect(messages['auth.login.title']).toEqual([{ type: 0, value: 'Accedi a Lexio' }]);
    expect(messages['onboarding.step']).toEqual([
      { type: 0, value: 'Passo ' },
      { type: 1, value: 'current' },
      { type: 0, value: ' di ' },
      { type: 1, value: 'total' },
    ]);
    expect(messages).not.toHaveProperty('shell.broken');
    expect(error).toHaveBeenCalledWith(
      'Ignoring the remote translation of shell.broken',
      expect.anything(),
    );
  });

  it('give nothing when none are configured, or when the read fails', async () => {
    const fetchMock = vi.fn(async () => new Response('nope', { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await loadRemoteMessages('fr', undefined)).toEqual({});
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await loadRemoteMessages('fr', 'https://translations.test')).toEqual({});
    expect(error).toHaveBeenCalledWith(
      'Failed to load fr translations; using the embedded ones',
      expect.anything(),
    );
  });
});
