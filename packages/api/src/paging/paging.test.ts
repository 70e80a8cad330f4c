import { QueryClient } from '@tanstack/react-query';

import type { Page } from '../contract/paging';
import {
  infinitePageItems,
  limitOffsetInfiniteQueryOptions,
  nextPageOffset,
  pageModelFromParams,
  pageParams,
} from './paging';

describe('pageParams', () => {
  it.each([
    [
      { page: 0, pageSize: 20 },
      { limit: 20, offset: 0 },
    ],
    [
      { page: 1, pageSize: 20 },
      { limit: 20, offset: 20 },
    ],
    [
      { page: 3, pageSize: 25 },
      { limit: 25, offset: 75 },
    ],
  ])('%o -> %o and back', (model, params) => {
    expect(pageParams(model)).toEqual(params);
    expect(pageModelFromParams(params)).toEqual(model);
  });

  it('maps an offset inside a page to that page', () => {
    expect(pageModelFromParams({ limit: 10, offset: 15 })).toEqual({ page: 1, pageSize: 10 });
  });
});

describe('nextPageOffset', () => {
  const page = (offset: number, count: number, total: number): Page<number> => ({
    items: Array.from({ length: count }, (_, i) => offset + i),
    total,
    limit: 10,
    offset,
  });

  it.each([
    ['a full first page of many', 10, page(0, 10, 25)],
    ['the last, partial page', undefined, page(20, 5, 25)],
    ['a page ending exactly at the total', undefined, page(10, 10, 20)],
    ['an empty list', undefined, page(0, 0, 0)],
    [
      'an empty page although the total says more (rows deleted meanwhile)',
      undefined,
      page(30, 0, 40),
    ],
  ])('%s -> next offset %s', (_name, expected, last) => {
    expect(nextPageOffset(last)).toBe(expected);
  });
});

describe('limitOffsetInfiniteQueryOptions', () => {
  it('loads pages by offset until the total, in order', async () => {
    const all = Array.from({ length: 5 }, (_, i) => `conversation ${i + 1}`);
    const fetchPage = vi.fn(async ({ limit, offset }: { limit: number; offset: number }) => ({
      items: all.slice(offset, offset + limit),
      total: all.length,
      limit,
      offset,
    }));
    const queryClient = new QueryClient();
    const options = limitOffsetInfiniteQueryOptions({
      queryKey: ['conversations', 'list'],
      fetchPage,
      limit: 2,
    });

    const data = await queryClient.fetchInfiniteQuery({ ...options, pages: 3 });

    expect(fetchPage.mock.calls.map(([params]) => [params.limit, params.offset])).toEqual([
      [2, 0],
      [2, 2],
      [2, 4],
    ]);
    expect(infinitePageItems(data)).toEqual(all);
    expect(
      options.getNextPageParam(data.pages[2]!, data.pages, 4, data.pageParams),
    ).toBeUndefined();
  });

  it('gives no items for a list not loaded yet', () => {
    expect(infinitePageItems(undefined)).toEqual([]);
  });
});
