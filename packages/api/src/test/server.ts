import { setupServer } from 'msw/node';

import type { ApiStorage } from '../http/client';

/** Base URL the tests configure; MSW answers for it. */
export const testBaseUrl = 'http://api.test';

/** One MSW server for a test file: `beforeAll(listen)`, `afterEach(resetHandlers)`, `afterAll(close)`. */
export const server = setupServer();

/** An in-memory stand-in for the web app's storage layer (keys without the product prefix). */
export function memoryStorage(
  values: Record<string, unknown> = {},
): ApiStorage & { values: Record<string, unknown> } {
  return {
    values,
    getItem: (key) => (key in values ? values[key] : null),
  };
}

/**
 * Starts `server` for the calling test file; a request no handler answers fails the test
 * (MSW 3 calls the option onUnhandledFrame).
 */
export function listenDuringTests(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
