import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { readSession } from '../storage';
import { startInactivityTracker } from './inactivity-tracker';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('inactivity tracker', () => {
  it('turns inactive after 10 s without activity, checked every second, and resets', () => {
    const onChange = vi.fn();
    const tracker = startInactivityTracker({ onChange });
    expect(readSession('tracking')).toBe(true);
    vi.advanceTimersByTime(9000);
    expect(tracker.isInactive()).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(tracker.isInactive()).toBe(true);
    expect(readSession('inactive')).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(true);
    tracker.reset();
    expect(tracker.isInactive()).toBe(false);
    expect(readSession('inactive')).toBe(false);
    tracker.stop();
    expect(readSession('tracking')).toBe(false);
  });

  it('stays active while the user moves', () => {
    const tracker = startInactivityTracker();
    for (let i = 0; i < 5; i += 1) {
      vi.advanceTimersByTime(5000);
      window.dispatchEvent(new Event('keydown'));
    }
    expect(tracker.isInactive()).toBe(false);
    tracker.stop();
  });
});
