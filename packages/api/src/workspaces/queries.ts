import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { typedSearchRetry } from '../http/errors';
import { limitOffsetInfiniteQueryOptions } from '../paging/paging';
import { resourceKeys } from '../query/resource-keys';
import {
  analyseLibraryDocument,
  getLibraryDocument,
  getLibraryDocuments,
  getLibraryPassages,
  getWorkspace,
  getWorkspaceMeter,
  getWorkspaceMetadata,
  getWorkspacePrompt,
  getWorkspaces,
  getWorkspaceThreads,
  searchLibrary,
  type LibraryListParams,
  type WorkspaceListParams,
  type WorkspaceThreadListParams,
} from './requests';

const keys = resourceKeys('workspaces');

/** A workspace's library: its keys follow the same shape under the workspace's detail key. */
const libraryKeys = (id: string) => {
  const all = () => [...keys.detail(id), 'library'] as const;
  const lists = () => [...all(), 'list'] as const;
  const details = () => [...all(), 'detail'] as const;
  return {
    all,
    lists,
    list: (params: LibraryListParams) => [...lists(), params] as const,
    details,
    detail: (docId: string) => [...details(), docId] as const,
  };
};

/**
 * Query keys and options of the organisation's workspaces: the pages of the list, one workspace
 * (its prompt, metadata, threads and library documents belong under its detail key) and the
 * workspace meter, all under `workspaceQueries.all()` so creating or deleting a workspace refreshes
 * every one of them.
 */
export const workspaceQueries = {
  all: keys.all,
  lists: keys.lists,
  list: (params: WorkspaceListParams = {}) =>
    queryOptions({
      queryKey: keys.list(params),
      queryFn: ({ signal }) => getWorkspaces(params, signal),
      placeholderData: keepPreviousData,
    }),
  details: keys.details,
  detail: (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => getWorkspace(id, signal),
    }),
  meter: () =>
    queryOptions({
      queryKey: [...keys.all(), 'meter'] as const,
      queryFn: ({ signal }) => getWorkspaceMeter(signal),
    }),
  prompt: (id: string) =>
    queryOptions({
      queryKey: [...keys.detail(id), 'prompt'] as const,
      queryFn: ({ signal }) => getWorkspacePrompt(id, signal),
    }),
  metadata: (id: string) =>
    queryOptions({
      queryKey: [...keys.detail(id), 'metadata'] as const,
      queryFn: ({ signal }) => getWorkspaceMetadata(id, signal),
    }),
  threads: (id: string, params: WorkspaceThreadListParams = {}) =>
    queryOptions({
      queryKey: [...keys.detail(id), 'threads', params] as const,
      queryFn: ({ signal }) => getWorkspaceThreads(id, params, signal),
      placeholderData: keepPreviousData,
    }),
};

/**
 * A workspace's library: `all(id) -> lists(id) -> list(id, filters)` and
 * `all(id) -> details(id) -> detail(id, docId)`, all under `workspaceQueries.detail(id)`.
 */
export const libraryQueries = {
  all: (id: string) => libraryKeys(id).all(),
  lists: (id: string) => libraryKeys(id).lists(),
  list: (id: string, params: LibraryListParams = {}) =>
    queryOptions({
      queryKey: libraryKeys(id).list(params),
      queryFn: ({ signal }) => getLibraryDocuments(id, params, signal),
      placeholderData: keepPreviousData,
    }),
  details: (id: string) => libraryKeys(id).details(),
  detail: (id: string, docId: string) =>
    queryOptions({
      queryKey: libraryKeys(id).detail(docId),
      queryFn: ({ signal }) => getLibraryDocument(id, docId, signal),
    }),
  /** The document's text passage by passage, pages of `limit` loaded one after another. */
  passages: (id: string, docId: string, limit = 100) =>
    limitOffsetInfiniteQueryOptions({
      queryKey: [...libraryKeys(id).detail(docId), 'passages', { limit }] as const,
      fetchPage: ({ signal, ...page }) => getLibraryPassages(id, docId, page, signal),
      limit,
    }),
  /** The indexed passages matching a search (`q` trimmed), best first. */
  search: (id: string, q: string, limit = 10) =>
    queryOptions({
      queryKey: [...libraryKeys(id).all(), 'search', { q, limit }] as const,
      queryFn: ({ signal }) => searchLibrary(id, { q, limit }, signal),
      placeholderData: keepPreviousData,
      enabled: q.trim().length > 0,
      ...typedSearchRetry,
    }),
  /**
   * The file's analysis (POST .../analyse, chat host): kept while the file is, since its text does
   * not change once indexed (a language model's summary is not written again at every opening).
   */
  analysis: (id: string, docId: string) =>
    queryOptions({
      queryKey: [...libraryKeys(id).detail(docId), 'analysis'] as const,
      queryFn: ({ signal }) => analyseLibraryDocument({ id, documentId: docId }, signal),
      staleTime: Infinity,
    }),
};
