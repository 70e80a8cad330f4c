/*
 * Where messages come from: the formatjs-compiled catalogues are embedded as one lazy chunk per
 * locale and namespace (src/i18n/compiled/{locale}/{namespace}.json, written by i18n:compile).
 * When a translations URL is configured, {url}/{lng}.json (id -> ICU message string) is read once
 * per locale with the retry policy; it holds every namespace, is compiled on arrival (the build has
 * no ICU parser otherwise) and its entries override the embedded ones. A failed remote read falls
 * back to the embedded catalogue.
 */
import type { MessageFormatElement } from 'react-intl';

import { env } from '../config/env';
import { fetchJsonWithRetry } from './fetch-with-retry';
import type { Locale } from './locales';
import type { Namespace } from './namespaces';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

const compiled = import.meta.glob<CompiledMessages>('./compiled/*/*.json', { import: 'default' });

/** The precompiled messages of one namespace in one locale. */
export async function loadCompiledNamespace(
  locale: Locale,
  namespace: Namespace,
): Promise<CompiledMessages> {
  const file = `./compiled/${locale}/${namespace}.json`;
  const load = compiled[file];
  if (!load) {
    throw new Error(
      `No compiled "${namespace}" messages for ${locale} (src/i18n/${file.slice(2)}): run npm run i18n:compile -w apps/web`,
    );
  }
  return load();
}

/** The remote translations of a locale, compiled, or nothing when none are configured or they fail. */
export async function loadRemoteMessages(
  locale: Locale,
  translationsUrl = env.translationsUrl,
): Promise<CompiledMessages> {
  if (!translationsUrl) return {};
  try {
    const [remote, { parseMessages }] = await Promise.all([
      fetchJsonWithRetry<Record<string, unknown>>(
        `${translationsUrl.replace(/\/$/, '')}/${locale}.json`,
      ),
      import('./parse-messages'),
    ]);
    if (!remote || typeof remote !== 'object') throw new Error('not an object of messages');
    return parseMessages(remote);
  } catch (error) {
    console.error(`Failed to load ${locale} translations; using the embedded ones`, error);
    return {};
  }
}
