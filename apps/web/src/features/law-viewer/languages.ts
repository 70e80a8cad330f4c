import type { LawLanguage } from '@lexio/api/contract';

const lawLanguages: readonly string[] = ['it', 'en', 'fr'];

/**
 * The name of a language version in the interface language ('it' -> 'Italian', 'italiano',
 * 'italien'), from the browser's own data rather than our catalogue, which every page downloads.
 */
export function languageName(language: LawLanguage, locale: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([locale], { type: 'language' }).of(language);
  } catch {
    name = undefined;
  }
  if (!name) return language.toUpperCase();
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** The language of the address if it is one a law can have, else undefined. */
export function parseLawLanguage(value: string | null): LawLanguage | undefined {
  return value && lawLanguages.includes(value) ? (value as LawLanguage) : undefined;
}
