import type { ApiError } from '@lexio/api/contract';
import type { FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';

/** An error with an HTTP status the error handler turns into the apiErrorSchema body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = (message = 'Authentication required') =>
  new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Not allowed') => new HttpError(403, 'FORBIDDEN', message);
/** Also what another organisation's resources look like: their existence is not revealed. */
export const notFound = (message = 'Not found') => new HttpError(404, 'NOT_FOUND', message);
export const badRequest = (code: string, message: string) => new HttpError(400, code, message);

const body = (code: string, message: string, fields?: Record<string, string>): ApiError => ({
  error: fields ? { code, message, fields } : { code, message },
});

/** Every error and unknown route answers JSON in the shape of apiErrorSchema. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      return reply
        .code(400)
        .send(
          body(
            'VALIDATION_FAILED',
            `Invalid request ${error.validationContext ?? ''}`.trim(),
            fields,
          ),
        );
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ issues: error.cause.issues }, 'reply does not match its schema');
      return reply.code(500).send(body('INTERNAL', 'Internal server error'));
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(body(error.code, error.message));
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 429) {
      return reply.code(429).send(body('RATE_LIMITED', 'Too many requests, retry later'));
    }
    if (status === 413) {
      return reply.code(413).send(body('PAYLOAD_TOO_LARGE', 'The request body is too large'));
    }
    if (status && status >= 400 && status < 500) {
      const { code, message } = error as { code?: string; message?: string };
      return reply.code(status).send(body(code ?? 'BAD_REQUEST', message ?? 'Bad request'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(body('INTERNAL', 'Internal server error'));
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(body('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`)),
  );
}
