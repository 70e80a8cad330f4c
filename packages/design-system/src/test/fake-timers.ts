import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Vitest fake timers for a describe block, usable with user-event. Testing Library flushes its async
 * wrapper with setTimeout(0) and only advances fake timers it recognises as Jest's: without the `jest`
 * stand-in every user-event call under Vitest fake timers would hang.
 * Returns a user-event factory whose waits advance the fake clock.
 */
export function useFakeTimersWithUserEvent() {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  return () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}
