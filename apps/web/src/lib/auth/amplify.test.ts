import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.resetModules();
  vi.unstubAllEnvs();
});

describe('loadAuth', () => {
  it('with the local emulator’s custom endpoint, Amplify logs errors only (no warning per call)', async () => {
    vi.stubEnv('VITE_COGNITO_ENDPOINT', 'http://127.0.0.1:9229/');
    const { loadAuth } = await import('./amplify');
    await loadAuth();
    const { ConsoleLogger } = await import('aws-amplify/utils');
    expect(ConsoleLogger.LOG_LEVEL).toBe('ERROR');
  });
});

describe('mayHaveStoredSession', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('loads the library when the hosted Google sign-in comes back, with a code or an error', async () => {
    vi.stubEnv('VITE_OAUTH_DOMAIN', '127.0.0.1:9230');
    const { mayHaveStoredSession } = await import('./amplify');
    expect(mayHaveStoredSession()).toBe(false);
    window.history.replaceState(null, '', '/auth/login?code=abc&state=xyz');
    expect(mayHaveStoredSession()).toBe(true);
    window.history.replaceState(null, '', '/auth/login?error=access_denied&state=xyz');
    expect(mayHaveStoredSession()).toBe(true);
    window.history.replaceState(null, '', '/auth/login?code=abc');
    expect(mayHaveStoredSession()).toBe(false);
  });

  it('never without an OAuth domain', async () => {
    const { mayHaveStoredSession } = await import('./amplify');
    window.history.replaceState(null, '', '/auth/login?code=abc&state=xyz');
    expect(mayHaveStoredSession()).toBe(false);
  });
});
