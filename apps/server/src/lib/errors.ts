import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

import { apiErrorSchema, type ApiError } from '@lexio/api/contract';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { config } from 'zod/mini';
import { en } from 'zod/locales';

// The contract is written with zod/mini, which loads no messages: a rejected field would read
// "Invalid input" whatever was wrong. The 400's per-field messages are zod's English ones.
config(en());

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
export const forbidden = (message = 'Not allowed', code = 'FORBIDDEN') =>
  new HttpError(403, code, message);
/** Also what another organisation's resources look like: their existence is not revealed. */
export const notFound = (message = 'Not found') => new HttpError(404, 'NOT_FOUND', message);
/** The request clashes with the resource's current state (an answer still running, a duplicate). */
export const conflict = (message = 'Conflict', code = 'CONFLICT') =>
  new HttpError(409, code, message);
/** The organisation's plan or credits do not cover the request. */
export const paymentRequired = (message = 'Payment required', code = 'PAYMENT_REQUIRED') =>
  new HttpError(402, code, message);
export const badRequest = (code: string, message: string) => new HttpError(400, code, message);

const body = (code: string, message: string, fields?: Record<string, string>): ApiError => ({
  error: fields ? { code, message, fields } : { code, message },
});

/** The app's code for a 4xx that no HttpError named (Fastify's own errors, plugins'). */
const CODE_OF_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  411: 'LENGTH_REQUIRED',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

/** Fastify's error codes the app names itself (their messages are kept). */
const CODE_OF_FASTIFY_ERROR: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_BAD_URL: 'BAD_URL',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
};

const MESSAGE_OF_CODE: Record<string, string> = {
  RATE_LIMITED: 'Too many requests, retry later',
  PAYLOAD_TOO_LARGE: 'The request body is too large',
  BAD_URL: 'The URL is not valid (malformed percent-encoding or a forbidden character)',
  URI_TOO_LONG: 'A part of the URL is too long',
};

/**
 * The status and body of any error: HttpErrors as they are, a rejected schema as
 * VALIDATION_FAILED with its fields, Fastify's and plugins' 4xx in the app's codes, anything else
 * an INTERNAL 500 (its details only in the log).
 */
export function errorReply(error: unknown): { status: number; body: ApiError } {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: body(error.code, error.message) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
      fields[key] ??= issue.message ?? 'Invalid value';
    }
    const where = error.validationContext ?? '';
    return {
      status: 400,
      body: body('VALIDATION_FAILED', `Invalid request ${where}`.trim(), fields),
    };
  }
  const { statusCode, code, message } = (error ?? {}) as {
    statusCode?: unknown;
    code?: unknown;
    message?: unknown;
  };
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const appCode =
      (typeof code === 'string' ? CODE_OF_FASTIFY_ERROR[code] : undefined) ??
      (error instanceof SyntaxError ? 'INVALID_JSON' : undefined) ??
      CODE_OF_STATUS[statusCode] ??
      'BAD_REQUEST';
    const text =
      MESSAGE_OF_CODE[appCode] ??
      (typeof message === 'string' && message ? message : 'Bad request');
    return { status: statusCode, body: body(appCode, text) };
  }
  return { status: 500, body: body('INTERNAL', 'Internal server error') };
}

/**
 * Fastify options that keep its pre-routing answers in the app's shape: a URL the router cannot
 * decode (`%zz`, `%E0%A4%A`) or a path parameter over maxParamLength, and a request the HTTP
 * parser refuses (a malformed request line or header; written to the socket before Fastify runs).
 * Spread into the Fastify(...) options of buildApp.
 */
export const errorHandlingOptions = {
  frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
    const { status, body: payload } = errorReply(error);
    request.log.info({ code: error.code, url: request.url }, 'refused before routing');
    void reply.code(status).type('application/json; charset=utf-8').send(payload);
  },
  clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400;
    const text = JSON.stringify(
      body(CODE_OF_STATUS[status] ?? 'BAD_REQUEST', 'The HTTP request is malformed'),
    );
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
          `Content-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
      );
    }
    socket.destroy(error);
  },
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;

/** Every error and unknown route answers JSON in the shape of apiErrorSchema. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (isResponseSerializationError(error)) {
      request.log.error({ issues: error.cause.issues }, 'reply does not match its schema');
    }
    const { status, body: payload } = errorReply(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send(payload);
  });
  // Plugins that answer by themselves (@fastify/cors refuses a bad preflight with a text/plain
  // 400) bypass the error handler: any other 4xx/5xx body is rewritten in the app's shape.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const text = payload.toString();
    try {
      if (apiErrorSchema.safeParse(JSON.parse(text)).success) return payload;
    } catch {
      // Not JSON: rewritten below.
    }
    const status = reply.statusCode;
    const code = status >= 500 ? 'INTERNAL' : (CODE_OF_STATUS[status] ?? 'BAD_REQUEST');
    const message = status >= 500 ? 'Internal server error' : text.slice(0, 200) || code;
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.removeHeader('content-length');
    return JSON.stringify(body(code, message));
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(body('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`)),
  );
}

/**
 * The error replies of an authenticated route on an organisation's resources: bad input, no token,
 * over the plan's limits, not allowed, not found (or another organisation's).
 */
export const scopedRouteErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
} as const;
