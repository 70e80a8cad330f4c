/** The exact messages of the spec's error catalogue (§8); the web matches on them, so they never change. */
export const apiErrorMessages = {
  requestFailed: 'Request failed',
  noAuthToken: 'No auth token found',
  streamWithoutBody: 'Error during stream of content',
  notConfigured: 'The API client is not configured: call configureApi first',
} as const;

/** A non-OK response: message 'Request failed', with the HTTP status and the body as the server sent it. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status of the response. */
  readonly status: number;
  /** The response body: parsed JSON when it was JSON, else its text ('' when empty). */
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(apiErrorMessages.requestFailed);
    this.status = status;
    this.body = body;
  }

  /** The server's error code (`{ error: { code } }` of the contract), when the body carries one. */
  get code(): string | undefined {
    const error = (this.body as { error?: { code?: unknown } } | null)?.error;
    return typeof error?.code === 'string' ? error.code : undefined;
  }
}

/** Raised when an authenticated call finds neither an impersonation token nor an identity token. */
export class NoAuthTokenError extends Error {
  override readonly name = 'NoAuthTokenError';
  constructor() {
    super(apiErrorMessages.noAuthToken);
  }
}

/** Raised when a call read as a stream gets a response without a body. */
export class StreamError extends Error {
  override readonly name = 'StreamError';
  constructor() {
    super(apiErrorMessages.streamWithoutBody);
  }
}

/** Narrows an unknown error (a query's or a mutation's) to an ApiError. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for an ApiError with HTTP status 401 (a missing, expired or refused token). */
export function isUnauthorizedError(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/**
 * A `retry` function for TanStack Query: client errors (4xx) are answers, not accidents, so they are
 * not retried; other failures are retried up to three times, like TanStack's default.
 */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  if (error instanceof NoAuthTokenError) return false;
  return failureCount < 3;
}

/**
 * Retry options for a search typed as the user goes: one quick retry of a failure that is not a
 * client error, so that a server that cannot answer is said at once (TanStack's default three retries
 * wait 1 + 2 + 4 seconds), and the next keystroke asks again anyway.
 */
export const typedSearchRetry = {
  retry: (failureCount: number, error: unknown) =>
    failureCount < 1 && retryUnlessClientError(failureCount, error),
  retryDelay: 300,
} as const;
