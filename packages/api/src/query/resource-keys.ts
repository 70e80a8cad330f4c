/**
 * The one shape of every resource's query keys (TkDodo's key factories, STYLE.md):
 *   all() -> lists() -> list(filters)
 *   all() -> details() -> detail(id)
 * so `invalidateQueries({ queryKey: x.lists() })` refreshes every list of a resource and
 * `x.all()` everything of it. Each resource's `queries.ts` builds on these keys and makes its
 * leaves `queryOptions(...)`.
 */
export function resourceKeys<const Root extends string>(root: Root) {
  const all = () => [root] as const;
  const lists = () => [...all(), 'list'] as const;
  const details = () => [...all(), 'detail'] as const;
  return {
    all,
    lists,
    list: <const Filters>(filters: Filters) => [...lists(), filters] as const,
    details,
    detail: <const Id>(id: Id) => [...details(), id] as const,
  };
}
