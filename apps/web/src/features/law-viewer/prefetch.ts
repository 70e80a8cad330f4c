/*
 * A law's metadata, asked for as soon as the router knows the address (the route's loader is not
 * in its lazy code): without it the first request waits for the route's code and the signed-in
 * shell to load and render. The page reads the same query from the cache (or joins it in flight).
 */
import { lawQueries } from '@lexio/api';
import type { LawLanguage } from '@lexio/api/contract';
import type { QueryClient } from '@tanstack/react-query';

/** The document id of a /documents/* address: the rest of the path, without outer slashes. */
export function lawDocumentIdOf(splat: string | undefined): string {
  return (splat ?? '').replace(/^\/+|\/+$/g, '');
}

/**
 * The language the viewer shows: the one the address asks for when the document has it, else the
 * interface's when the document has it (an Italian reader opening the GDPR from the navigation reads
 * it in Italian), else the document's first.
 */
export function shownLawLanguage(
  languages: readonly LawLanguage[],
  requested: LawLanguage | undefined,
  interfaceLocale?: string,
): LawLanguage {
  if (requested && languages.includes(requested)) return requested;
  const own = languages.find((l) => interfaceLocale?.startsWith(l));
  return own ?? languages[0]!;
}

/**
 * Starts loading the law's metadata (the page's header: its title is the largest paint on a phone);
 * never throws (the page reports). The text and contents are asked for once the title is on screen.
 */
export function prefetchLawDocument(client: QueryClient, documentId: string): void {
  if (!documentId) return;
  void client.prefetchQuery(lawQueries.detail(documentId));
}
