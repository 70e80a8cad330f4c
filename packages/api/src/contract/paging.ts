import type { $ZodType } from 'zod/v4/core';
import { z } from 'zod/mini';

/** limit/offset paging of every list call (spec §7: "Lists page by limit and offset"). */
export const pageQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The reply of a paged list: one page of items and the total count. */
export const pageOf = <T extends $ZodType>(itemSchema: T) =>
  z.object({
    items: z.array(itemSchema),
    total: z.number().check(z.int(), z.gte(0)),
    limit: z.number().check(z.int()),
    offset: z.number().check(z.int()),
  });
export type Page<T> = { items: T[]; total: number; limit: number; offset: number };
