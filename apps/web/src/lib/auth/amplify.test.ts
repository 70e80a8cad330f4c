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
