import { billingPeriodSchema, planSchema } from '@lexio/api/contract';
import { z } from 'zod/mini';

const upperCase = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/** The search parameters of the purchase route: plan and billingType required, trial optional. */
export const purchaseParamsSchema = z.object({
  plan: z.pipe(z.transform(upperCase), planSchema),
  billingType: z.pipe(z.transform(upperCase), billingPeriodSchema),
  // A malformed trial flag is ignored rather than sending the user away from the purchase.
  trial: z.catch(z.optional(z.stringbool()), undefined),
});

/** The purchase route's parameters, parsed. */
export type PurchaseParams = z.output<typeof purchaseParamsSchema>;

/**
 * Reads plan, billingType and trial from the address. Null when plan or billingType is missing or not a
 * known value: the route then redirects to /products (spec §5).
 */
export function parsePurchaseParams(params: URLSearchParams): PurchaseParams | null {
  const result = purchaseParamsSchema.safeParse({
    plan: params.get('plan') ?? undefined,
    billingType: params.get('billingType') ?? undefined,
    trial: params.get('trial') ?? undefined,
  });
  return result.success ? result.data : null;
}
