import { useEffect, useRef } from 'react';

/**
 * Calls `onExpire` once `lifetime` ms have run while not paused. Pausing keeps the time already spent,
 * so a notification the user hovers or focuses is not lost while they read it (WCAG 2.2.1), and does not
 * start over from zero either. `lifetime` null never expires.
 */
export function useDismissTimer(
  lifetime: number | null,
  onExpire: () => void,
  paused: boolean,
): void {
  const onExpireRef = useRef(onExpire);
  const remaining = useRef(lifetime);

  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  useEffect(() => {
    remaining.current = lifetime;
  }, [lifetime]);

  useEffect(() => {
    if (paused || lifetime === null || remaining.current === null) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => onExpireRef.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      if (remaining.current !== null) {
        remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
      }
    };
  }, [paused, lifetime]);
}
