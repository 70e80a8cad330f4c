import { z } from 'zod';

export const planSchema = z.enum(['STANDARD', 'PROFESSIONAL', 'ENTERPRISE']);
export type Plan = z.infer<typeof planSchema>;

export const billingPeriodSchema = z.enum(['YEAR', 'MONTH']);
export type BillingPeriod = z.infer<typeof billingPeriodSchema>;

/** The organisation's subscription (GET /subscription/me). Trial bounds are Unix seconds. */
export const subscriptionSchema = z.object({
  planActivated: z.object({ plan: planSchema, billingPeriod: billingPeriodSchema }).nullable(),
  status: z.string().nullable(),
  internalNormativeId: z.string().nullable(),
  trialStart: z.number().nullable(),
  trialEnd: z.number().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
