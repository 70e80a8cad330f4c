import { z } from 'zod/mini';

/**
 * The JSON body of every non-2xx response of the product API (the server's lib/errors.ts builds
 * every one, Fastify's own refusals included). `code` is stable, `message` is for people.
 *
 * Codes used: 400 `VALIDATION_FAILED` (with `fields`: a message per rejected field, keyed by its
 * dotted path, `_` for the whole body), `INVALID_JSON`, `BAD_URL` (undecodable percent-encoding),
 * `BAD_REQUEST`, `INVALID_DOCUMENT_ID`;
 * 401 `UNAUTHORIZED`; 402 `PAYMENT_REQUIRED`, `FREE_CREDITS_EXHAUSTED`; 403 `FORBIDDEN` (or a
 * specific code: `EMAIL_NOT_VERIFIED`); 404 `NOT_FOUND` (also another organisation's resource); 405
 * `METHOD_NOT_ALLOWED`; 409 `CONFLICT`, `ANSWER_IN_PROGRESS`; 413 `PAYLOAD_TOO_LARGE`; 414
 * `URI_TOO_LONG`; 415 `UNSUPPORTED_MEDIA_TYPE`; 429 `RATE_LIMITED`; 431 `HEADERS_TOO_LARGE`;
 * 500 `INTERNAL`; 503 `IDENTITY_UNAVAILABLE` and other unavailable services.
 */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Per-field messages for a rejected body, keyed by the field's dotted path. */
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
