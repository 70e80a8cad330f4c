/*
 * The law viewer's metadata (its title is a phone's largest paint), started by the route's loader
 * with the route's code instead of once that code has downloaded and run, as prefetch-session.ts
 * does for the session's reads. The page reads the same query from the cache or joins it in flight.
 */
import { lawDocumentIdOf, prefetchLawDocument } from '../features/law-viewer/prefetch';
import { getQueryClient } from '../lib/query-client';

/** `splat`: the rest of a /documents/* address. */
export function prefetchLaw(splat: string | undefined): void {
  prefetchLawDocument(getQueryClient(), lawDocumentIdOf(splat));
}
