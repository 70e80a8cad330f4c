/*
 * A law's data, asked for as soon as the router knows the address: the metadata, then the text and
 * contents in the language the page will show. Without it the first request waits for the signed-in
 * shell (identity, me, organisation, subscription, flags) to load and render; with it, it waits only
 * for the identity token. The page reads the same queries from the cache (or joins them in flight).
 */
import { lawQueries } from '@lexio/api';
import type { LawLanguage } from '@lexio/api/contract';
import type { QueryClient } from '@tanstack/react-query';

import { parseLawLanguage } from './languages';

/** The document id of a /documents/* address: the rest of the path, without outer slashes. */
export function lawDocumentIdOf(splat: string | undefined): string {
  return (splat ?? '').replace(/^\/+|\/+$/g, '');
}

/** The language the viewer shows: the one asked for when the document has it, else its first. */
export function shownLawLanguage(
  languages: readonly LawLanguage[],
  requested: LawLanguage | undefined,
): LawLanguage {
  return requested && languages.includes(requested) ? requested : languages[0]!;
}

/** Starts loading what the viewer of `documentId` shows first; never throws (the page reports). */
export function prefetchLawDocument(client: QueryClient, documentId: string, search: string): void {
  if (!documentId) return;
  const requested = parseLawLanguage(new URLSearchParams(search).get('lang'));
  client.fetchQuery(lawQueries.detail(documentId)).then(
    (metadata) => {
      const lang = shownLawLanguage(metadata.languages, requested);
      void client.prefetchQuery(lawQueries.toc(documentId, lang));
      void client.prefetchQuery(lawQueries.html(documentId, lang));
    },
    () => {},
  );
}
