import { z } from 'zod/mini';

export const planSchema = z.enum(['STANDARD', 'PROFESSIONAL', 'ENTERPRISE']);
export type Plan = z.infer<typeof planSchema>;

export const billingPeriodSchema = z.enum(['YEAR', 'MONTH']);
export type BillingPeriod = z.infer<typeof billingPeriodSchema>;

/** The organisation's subscription (GET /subscription/me). Trial bounds are Unix seconds. */
export const subscriptionSchema = z.object({
  planActivated: z.nullable(z.object({ plan: planSchema, billingPeriod: billingPeriodSchema })),
  status: z.nullable(z.string()),
  internalNormativeId: z.nullable(z.string()),
  trialStart: z.nullable(z.number()),
  trialEnd: z.nullable(z.number()),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
