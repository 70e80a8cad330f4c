import { useEffect, useState } from 'react';

/**
 * The value once it has stayed unchanged for `delayMs` (search fields: query the server, or mark
 * the text, only when the user pauses typing).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
