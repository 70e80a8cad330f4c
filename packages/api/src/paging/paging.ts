import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';

import type { Page, PageQuery } from '../contract/paging';

/** A page as grids count it: `page` from 0 (MUI DataGrid's paginationModel). */
export interface PageModel {
  /** Zero-based page index. */
  page: number;
  /** Items per page. */
  pageSize: number;
}

/** Converts a grid page to the limit/offset the API pages by. */
export function pageParams({ page, pageSize }: PageModel): PageQuery {
  return { limit: pageSize, offset: page * pageSize };
}

/** Converts limit/offset back to the grid page that contains `offset`. */
export function pageModelFromParams({ limit, offset }: PageQuery): PageModel {
  return { page: Math.floor(offset / limit), pageSize: limit };
}

/** The offset of the page after `page`, or undefined when `page` reached the total. */
export function nextPageOffset(page: Page<unknown>): number | undefined {
  const next = page.offset + page.items.length;
  return page.items.length > 0 && next < page.total ? next : undefined;
}

/** All items loaded so far by an infinite limit/offset query, in order. */
export function infinitePageItems<T>(data: InfiniteData<Page<T>, number> | undefined): T[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/** Arguments of `limitOffsetInfiniteQueryOptions`. */
export interface LimitOffsetInfiniteArgs<T, TKey extends QueryKey> {
  /** The list's query key (filters included). */
  queryKey: TKey;
  /** Fetches one page. */
  fetchPage: (params: PageQuery & { signal: AbortSignal }) => Promise<Page<T>>;
  /** Page size; 20 by default, like the server's. */
  limit?: number;
  /** Fresh time of the loaded pages. */
  staleTime?: number;
  /** Whether the query runs. */
  enabled?: boolean;
}

/** `infiniteQueryOptions` for a limit/offset list: pages start at offset 0 and stop at the list's total. */
export function limitOffsetInfiniteQueryOptions<T, TKey extends QueryKey>({
  queryKey,
  fetchPage,
  limit = 20,
  staleTime,
  enabled,
}: LimitOffsetInfiniteArgs<T, TKey>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage({ limit, offset: pageParam, signal }),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => nextPageOffset(lastPage),
    staleTime,
    enabled,
  });
}
