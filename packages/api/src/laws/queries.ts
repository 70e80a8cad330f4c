import { queryOptions } from '@tanstack/react-query';

import type { LawLanguage } from '../contract/laws';
import { queryStaleTimes } from '../query/stale-times';
import {
  type CorpusSearchParams,
  getCourtRuling,
  getLawHtml,
  getLawMetadata,
  getLawToc,
  searchCorpus,
} from './requests';

/**
 * Query keys and options of the laws service. Everything of one document sits under
 * `lawQueries.document(id)`, so one invalidation covers its metadata, tree and texts.
 */
export const lawQueries = {
  all: () => ['laws'] as const,
  document: (id: string) => [...lawQueries.all(), 'document', id] as const,
  metadata: (id: string) =>
    queryOptions({
      queryKey: [...lawQueries.document(id), 'metadata'] as const,
      queryFn: ({ signal }) => getLawMetadata(id, signal),
      staleTime: queryStaleTimes.corpus,
    }),
  toc: (id: string, lang?: LawLanguage) =>
    queryOptions({
      queryKey: [...lawQueries.document(id), 'toc', lang ?? null] as const,
      queryFn: ({ signal }) => getLawToc(id, lang, signal),
      staleTime: queryStaleTimes.corpus,
    }),
  html: (id: string, lang?: LawLanguage) =>
    queryOptions({
      queryKey: [...lawQueries.document(id), 'html', lang ?? null] as const,
      queryFn: ({ signal }) => getLawHtml(id, lang, signal),
      staleTime: queryStaleTimes.corpus,
    }),
  ruling: (id: string) =>
    queryOptions({
      queryKey: [...lawQueries.all(), 'ruling', id] as const,
      queryFn: ({ signal }) => getCourtRuling(id, signal),
      staleTime: queryStaleTimes.corpus,
    }),
  search: (query: CorpusSearchParams) =>
    queryOptions({
      queryKey: [...lawQueries.all(), 'search', query] as const,
      queryFn: ({ signal }) => searchCorpus(query, signal),
      staleTime: queryStaleTimes.corpus,
    }),
};
