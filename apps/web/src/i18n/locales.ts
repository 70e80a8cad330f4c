/*
 * Supported interface languages and detection (spec §9): the stored choice (lng) first, then the
 * browser's languages; a detected Luxembourgish (lb) maps to French; English is the fallback.
 */
export const supportedLocales = ['it', 'en', 'fr'] as const;
export type Locale = (typeof supportedLocales)[number];
export const fallbackLocale: Locale = 'en';

/** Maps a language tag such as 'it-IT' or 'lb' to a supported locale, or null. */
export function toSupportedLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const base = tag.toLowerCase().split(/[-_]/)[0] ?? '';
  if (base === 'lb') return 'fr';
  return (supportedLocales as readonly string[]).includes(base) ? (base as Locale) : null;
}

export function detectLocale(stored: string | null, browserLanguages: readonly string[]): Locale {
  const fromStorage = toSupportedLocale(stored);
  if (fromStorage) return fromStorage;
  for (const language of browserLanguages) {
    const locale = toSupportedLocale(language);
    if (locale) return locale;
  }
  return fallbackLocale;
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
