import { z } from 'zod/mini';

/** GET /health. */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
