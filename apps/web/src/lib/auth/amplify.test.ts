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

describe('readStoredIdToken', () => {
  const clientId = 'lexio-local-client';
  const user = 'anna@studio.it';
  const prefix = `CognitoIdentityServiceProvider.${clientId}.${user}`;
  const now = Date.UTC(2026, 10, 26, 9, 0, 0);
  const jwt = (payload: Record<string, unknown>) =>
    ['{"alg":"none"}', JSON.stringify(payload), '']
      .map((part) => btoa(part).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'))
      .join('.');
  const store = (idExp: number, accessExp = idExp, clockDrift?: number) => {
    localStorage.setItem(`CognitoIdentityServiceProvider.${clientId}.LastAuthUser`, user);
    localStorage.setItem(`${prefix}.idToken`, jwt({ sub: 'u1', email: user, exp: idExp }));
    localStorage.setItem(`${prefix}.accessToken`, jwt({ sub: 'u1', exp: accessExp }));
    if (clockDrift !== undefined) localStorage.setItem(`${prefix}.clockDrift`, String(clockDrift));
  };
  const inMinutes = (minutes: number) => Math.floor(now / 1000) + minutes * 60;

  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('reads the stored identity token without the library while both tokens are good for over a minute', async () => {
    const { readStoredIdToken } = await import('./amplify');
    store(inMinutes(30));
    const stored = readStoredIdToken(now);
    expect(stored?.token).toBe(localStorage.getItem(`${prefix}.idToken`));
    expect(stored?.payload).toMatchObject({ sub: 'u1', email: user });
  });

  it('leaves it to the library when a token expires within a minute, counting the clock drift', async () => {
    const { readStoredIdToken } = await import('./amplify');
    store(inMinutes(0.5));
    expect(readStoredIdToken(now)).toBeNull();
    store(inMinutes(30), inMinutes(0.5));
    expect(readStoredIdToken(now)).toBeNull();
    // The server's clock is 40 minutes ahead of this one: a token valid for 30 minutes has expired.
    store(inMinutes(30), inMinutes(30), 40 * 60_000);
    expect(readStoredIdToken(now)).toBeNull();
  });

  it('is null with no stored user, a token that is not a JWT, or while a hosted sign-in comes back', async () => {
    vi.stubEnv('VITE_OAUTH_DOMAIN', '127.0.0.1:9230');
    const { readStoredIdToken } = await import('./amplify');
    expect(readStoredIdToken(now)).toBeNull();
    store(inMinutes(30));
    window.history.replaceState(null, '', '/auth/login?code=abc&state=xyz');
    expect(readStoredIdToken(now)).toBeNull();
    window.history.replaceState(null, '', '/assistant');
    expect(readStoredIdToken(now)).not.toBeNull();
    localStorage.setItem(`${prefix}.idToken`, 'not-a-token');
    expect(readStoredIdToken(now)).toBeNull();
  });
});
