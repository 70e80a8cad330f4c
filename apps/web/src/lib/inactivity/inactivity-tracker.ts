/*
 * Inactivity tracker (spec §4, §9): becomes inactive after the timeout (default 10 s), checked every
 * 1000 ms; any user activity or `reset()` makes it active again. Its values live in session storage
 * (tracking, inactive, timestamp) so a reload within the tab keeps them.
 */
import { writeSession } from '../storage';

export const INACTIVITY_TIMEOUT_MS = 10_000;
export const INACTIVITY_POLL_MS = 1000;

const activityEvents = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart'] as const;

export interface InactivityTracker {
  reset(): void;
  stop(): void;
  isInactive(): boolean;
}

export function startInactivityTracker(
  options: {
    timeoutMs?: number;
    pollMs?: number;
    onChange?: (inactive: boolean) => void;
    now?: () => number;
  } = {},
): InactivityTracker {
  const {
    timeoutMs = INACTIVITY_TIMEOUT_MS,
    pollMs = INACTIVITY_POLL_MS,
    onChange,
    now = Date.now,
  } = options;
  let last = now();
  let inactive = false;
  writeSession('tracking', true);
  writeSession('inactive', false);
  writeSession('timestamp', last);

  const setInactive = (value: boolean) => {
    if (value === inactive) return;
    inactive = value;
    writeSession('inactive', value);
    onChange?.(value);
  };
  const reset = () => {
    last = now();
    writeSession('timestamp', last);
    setInactive(false);
  };
  const onActivity = () => {
    if (!inactive) reset();
  };
  activityEvents.forEach((e) => window.addEventListener(e, onActivity, { passive: true }));
  const timer = window.setInterval(() => {
    if (now() - last >= timeoutMs) setInactive(true);
  }, pollMs);

  return {
    reset,
    isInactive: () => inactive,
    stop() {
      window.clearInterval(timer);
      activityEvents.forEach((e) => window.removeEventListener(e, onActivity));
      writeSession('tracking', false);
    },
  };
}
