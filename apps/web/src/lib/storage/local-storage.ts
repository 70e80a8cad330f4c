/*
 * The local storage layer of spec §3: every key lives under the product prefix and holds JSON.
 * Storage can throw (private mode, quota, a value another tab corrupted): failures are logged and
 * ignored, and a failed read gives null, so no caller has to guard against it.
 */
export const STORAGE_PREFIX = 'lexio.';

/** The keys the app keeps in local storage, with the type each one holds. */
export interface LocalStorageValues {
  sidebarOpened: boolean;
  impersonateToken: string;
  autoPurchase: { plan: string; billingType: string; trial?: boolean };
  authReturnUrl: string;
  /**
   * Not in spec §3: the user id of the last deliberate or remote sign-out in this browser. A return
   * URL remembered after it belongs to that user's session (Back after signing out), so another
   * account signing in does not follow it.
   */
  signedOutUserId: string;
  utmParams: UtmParams;
  lng: string;
  recents: unknown[];
  shortcutsCallClicked: boolean;
  workspacesViewMode: 'grid' | 'list';
  referredBy: string;
  /**
   * Not in spec §3: a sign-up of this browser awaiting its confirmation code, then its first sign-in.
   * The identity provider confirms by the generated username (spec §3), which the user never sees,
   * and the e-mail alias only resolves once confirmed.
   */
  pendingSignUp: { username: string; email: string };
}

export type LocalStorageKey = keyof LocalStorageValues;

export interface UtmParams {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_content?: string;
}

function area(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch (error) {
    console.error('Local storage is not available', error);
    return null;
  }
}

export function readLocal<K extends LocalStorageKey>(key: K): LocalStorageValues[K] | null {
  try {
    const raw = area()?.getItem(STORAGE_PREFIX + key);
    if (raw === null || raw === undefined) return null;
    return JSON.parse(raw) as LocalStorageValues[K];
  } catch (error) {
    console.error(`Failed to read "${key}" from local storage`, error);
    return null;
  }
}

export function writeLocal<K extends LocalStorageKey>(key: K, value: LocalStorageValues[K]): void {
  try {
    area()?.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
  } catch (error) {
    console.error(`Failed to write "${key}" to local storage`, error);
  }
}

export function removeLocal(key: LocalStorageKey): void {
  try {
    area()?.removeItem(STORAGE_PREFIX + key);
  } catch (error) {
    console.error(`Failed to remove "${key}" from local storage`, error);
  }
}

/** Reads a value and removes it: for one-shot values such as authReturnUrl and referredBy. */
export function consumeLocal<K extends LocalStorageKey>(key: K): LocalStorageValues[K] | null {
  const value = readLocal(key);
  if (value !== null) removeLocal(key);
  return value;
}
