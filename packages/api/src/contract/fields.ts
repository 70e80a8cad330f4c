import type { $ZodType } from 'zod/v4/core';

/** Where a string sits in a request: object keys, and 0 for an array's item. */
export type FieldPath = (string | number)[];

interface Def {
  type: string;
  shape?: Record<string, $ZodType>;
  innerType?: $ZodType;
  in?: $ZodType;
  out?: $ZodType;
  element?: $ZodType;
  options?: $ZodType[];
  getter?: () => $ZodType;
}

const defOf = (schema: $ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * The paths of every string field of a request schema (body, query or path parameters), through
 * optional/nullable/default wrappers, pipes, arrays and unions: what tests probe with a NUL
 * character or an oversize value to check that each is refused at the contract.
 */
export function stringFieldPaths(schema: $ZodType, path: FieldPath = [], depth = 0): FieldPath[] {
  if (depth > 8) return [];
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return [path];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) =>
        stringFieldPaths(child, [...path, key], depth + 1),
      );
    case 'array':
      return def.element ? stringFieldPaths(def.element, [...path, 0], depth + 1) : [];
    case 'union':
      return (def.options ?? []).flatMap((option) => stringFieldPaths(option, path, depth + 1));
    case 'pipe':
      return def.in ? stringFieldPaths(def.in, path, depth + 1) : [];
    case 'lazy':
      return def.getter ? stringFieldPaths(def.getter(), path, depth + 1) : [];
    default:
      return def.innerType ? stringFieldPaths(def.innerType, path, depth + 1) : [];
  }
}

/** `base` with `value` set at `path` (objects and arrays created on the way). */
export function withValueAt(base: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const items = Array.isArray(base) ? [...(base as unknown[])] : [];
    items[head] = withValueAt(items[head], rest, value);
    return items;
  }
  const object =
    base && typeof base === 'object' && !Array.isArray(base)
      ? { ...(base as Record<string, unknown>) }
      : {};
  object[head as string] = withValueAt(object[head as string], rest, value);
  return object;
}
