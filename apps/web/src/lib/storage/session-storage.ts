/*
 * Session storage holds the inactivity tracker's values (spec §3): they belong to one tab and
 * must not leak to the next session. Same failure policy as local storage.
 */
import { STORAGE_PREFIX } from './local-storage';

export interface SessionStorageValues {
  tracking: boolean;
  inactive: boolean;
  timestamp: number;
  /**
   * Not in spec §3: why the last hosted (Google) sign-in of this tab ended without a session, for
   * the sign-in page to say so; it outlives the reload of a sign-out redirect and is read once.
   */
  signInProblem: 'redirectFailed' | 'emailNotVerified';
}

export type SessionStorageKey = keyof SessionStorageValues;

function area(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch (error) {
    console.error('Session storage is not available', error);
    return null;
  }
}

export function readSession<K extends SessionStorageKey>(key: K): SessionStorageValues[K] | null {
  try {
    const raw = area()?.getItem(STORAGE_PREFIX + key);
    if (raw === null || raw === undefined) return null;
    return JSON.parse(raw) as SessionStorageValues[K];
  } catch (error) {
    console.error(`Failed to read "${key}" from session storage`, error);
    return null;
  }
}

export function writeSession<K extends SessionStorageKey>(
  key: K,
  value: SessionStorageValues[K],
): void {
  try {
    area()?.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
  } catch (error) {
    console.error(`Failed to write "${key}" to session storage`, error);
  }
}

export function removeSession(key: SessionStorageKey): void {
  try {
    area()?.removeItem(STORAGE_PREFIX + key);
  } catch (error) {
    console.error(`Failed to remove "${key}" from session storage`, error);
  }
}
