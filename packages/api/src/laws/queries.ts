import { queryOptions } from '@tanstack/react-query';

import type { LawLanguage } from '../contract/laws';
import { typedSearchRetry } from '../http/errors';
import { queryStaleTimes } from '../query/stale-times';
import { resourceKeys } from '../query/resource-keys';
import {
  type CorpusSearchParams,
  getCourtRuling,
  getLawHtml,
  getLawMetadata,
  getLawToc,
  type LawDocumentListParams,
  listLawDocuments,
  searchCorpus,
} from './requests';

const keys = resourceKeys('laws');
const rulingKeys = resourceKeys('court-rulings');

/**
 * Query keys and options of the laws service. A corpus search is a list; a document's detail is
 * its metadata, and its tree and texts sit under that key, so invalidating
 * `lawQueries.detail(id).queryKey` covers them all.
 */
export const lawQueries = {
  all: keys.all,
  lists: keys.lists,
  list: (query: CorpusSearchParams) =>
    queryOptions({
      queryKey: keys.list(query),
      queryFn: ({ signal }) => searchCorpus(query, signal),
      staleTime: queryStaleTimes.corpus,
      ...typedSearchRetry,
    }),
  /** The documents by title (browse and choose), a list of its own beside the provision search. */
  documents: (query: LawDocumentListParams) =>
    queryOptions({
      queryKey: [...keys.lists(), 'documents', query] as const,
      queryFn: ({ signal }) => listLawDocuments(query, signal),
      staleTime: queryStaleTimes.corpus,
      ...typedSearchRetry,
    }),
  details: keys.details,
  detail: (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => getLawMetadata(id, signal),
      staleTime: queryStaleTimes.corpus,
    }),
  toc: (id: string, lang?: LawLanguage) =>
    queryOptions({
      queryKey: [...keys.detail(id), 'toc', lang ?? null] as const,
      queryFn: ({ signal }) => getLawToc(id, lang, signal),
      staleTime: queryStaleTimes.corpus,
    }),
  html: (id: string, lang?: LawLanguage) =>
    queryOptions({
      queryKey: [...keys.detail(id), 'html', lang ?? null] as const,
      queryFn: ({ signal }) => getLawHtml(id, lang, signal),
      staleTime: queryStaleTimes.corpus,
    }),
};

/** Query keys and options of the court rulings (found through `lawQueries.list`). */
export const courtRulingQueries = {
  all: rulingKeys.all,
  details: rulingKeys.details,
  detail: (id: string) =>
    queryOptions({
      queryKey: rulingKeys.detail(id),
      queryFn: ({ signal }) => getCourtRuling(id, signal),
      staleTime: queryStaleTimes.corpus,
    }),
};
