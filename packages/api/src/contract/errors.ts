import { z } from 'zod';

/** The JSON body of every non-2xx response of the product API. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Per-field messages for a rejected body, keyed by the field's dotted path. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
