import { vi } from 'vitest';

/**
 * Makes every max-width media query match (a phone) or none (a desktop), for the components that
 * ask `useMediaQuery`. Undo with `vi.unstubAllGlobals()`.
 */
export function stubWidth(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}
