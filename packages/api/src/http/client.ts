import type { $ZodType, output } from 'zod/v4/core';

/**
 * A response schema: any zod 4 schema (the contract's are zod/mini). Its own `parse` method is
 * called rather than zod's `parse` function, which would bring zod's parser into the sign-in
 * page's first chunk, where the client sits without reading any response.
 */
type ResponseSchema = $ZodType & { parse(data: unknown): unknown };

import { ApiError, NoAuthTokenError, apiErrorMessages } from './errors';
import { responseStream } from './streaming';

/** The storage key (without the product prefix) of the token a staff member impersonates a user with. */
export const impersonateTokenKey = 'impersonateToken';

/** The hosts the product calls (spec §7): the product API, the chat API, the laws service and the media host. */
export type ApiHost = 'api' | 'chat' | 'laws' | 'media';

/** Reads stored values through the web app's storage layer (product prefix, JSON, failures give null). */
export interface ApiStorage {
  /** The stored value for a key given without the product prefix, already parsed; null when absent. */
  getItem(key: string): unknown;
}

/** How the client reaches the server and finds the user's token. */
export interface ApiConfig {
  /** Base URL of the product API, e.g. 'http://127.0.0.1:3000'. */
  baseUrl: string;
  /** Base URL of the chat API; defaults to `baseUrl`. */
  chatBaseUrl?: string;
  /** Base URL of the laws service; defaults to `baseUrl`. */
  lawsBaseUrl?: string;
  /** Base URL of the media host; defaults to `baseUrl`. */
  mediaBaseUrl?: string;
  /** The identity (ID) token of the signed-in user, or nothing when signed out (the web passes Amplify's session). */
  getIdToken: () => Promise<string | null | undefined> | string | null | undefined;
  /** Signs the user out; called when an authenticated call finds no token. */
  signOut: () => unknown;
  /** The web app's storage layer, read for the impersonation token. */
  storage: ApiStorage;
  /** Called with the error of every 401 response, before it is thrown (the web invalidates the session's queries). */
  onUnauthorized?: (error: ApiError) => void;
  /** The fetch implementation; defaults to the global one, looked up at call time. */
  fetch?: typeof fetch;
}

type QueryValue = string | number | boolean | null | undefined;

/** Options of one call. */
export interface RequestOptions {
  /** HTTP method; GET by default. */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Search parameters; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** A JSON body. */
  body?: unknown;
  /** Aborts the call (TanStack Query passes one to every queryFn). */
  signal?: AbortSignal;
  /** Whether the call carries a bearer token; true by default. The sign-up checks pass false. */
  auth?: boolean;
  /** Which host the path is relative to; 'api' by default. */
  host?: ApiHost;
}

/** A configured client: each method sends one call and reads the response one way. */
export interface ApiClient {
  /** The configuration the client was made with. */
  readonly config: Readonly<ApiConfig>;
  /** Sends a call and returns the OK response unread (for calls whose answer has no body). */
  request(path: string, options?: RequestOptions): Promise<Response>;
  /** Reads the response as JSON, validated by `schema` when one is given; an empty body reads as undefined. */
  json<S extends ResponseSchema>(
    path: string,
    options: RequestOptions & { schema: S },
  ): Promise<output<S>>;
  json(path: string, options?: RequestOptions): Promise<unknown>;
  /** Reads the response as text. */
  text(path: string, options?: RequestOptions): Promise<string>;
  /** Reads the response as a byte stream; a response without a body raises 'Error during stream of content'. */
  stream(path: string, options?: RequestOptions): Promise<ReadableStream<Uint8Array>>;
}

function joinUrl(base: string, path: string, query: RequestOptions['query']): string {
  const url = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Creates a client; most apps call `configureApi` once instead and let the resource requests find it. */
export function createApiClient(config: ApiConfig): ApiClient {
  const hosts: Record<ApiHost, string> = {
    api: config.baseUrl,
    chat: config.chatBaseUrl ?? config.baseUrl,
    laws: config.lawsBaseUrl ?? config.baseUrl,
    media: config.mediaBaseUrl ?? config.baseUrl,
  };

  function storedImpersonationToken(): string | null {
    try {
      const value = config.storage.getItem(impersonateTokenKey);
      return typeof value === 'string' && value !== '' ? value : null;
    } catch {
      // A storage failure means "nothing stored" (spec §8): fall back to the identity token.
      return null;
    }
  }

  async function bearerToken(): Promise<string> {
    const token = storedImpersonationToken() ?? (await config.getIdToken());
    if (token) return token;
    try {
      // Not awaited: the caller gets its error now, whatever the identity library does while signing out.
      Promise.resolve(config.signOut()).catch((error: unknown) =>
        console.error('Sign-out failed', error),
      );
    } catch (error) {
      console.error('Sign-out failed', error);
    }
    throw new NoAuthTokenError();
  }

  async function request(path: string, options: RequestOptions = {}): Promise<Response> {
    const method = options.method ?? 'GET';
    // JSON content type on every call (spec §7), body-less writes included: the Lexio server reads an
    // empty JSON body as no body.
    const headers = new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' });
    if (options.auth !== false) headers.set('Authorization', `Bearer ${await bearerToken()}`);
    const doFetch = config.fetch ?? globalThis.fetch;
    const response = await doFetch(joinUrl(hosts[options.host ?? 'api'], path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
    if (response.ok) return response;
    const error = new ApiError(response.status, await readBody(response));
    if (response.status === 401) {
      try {
        config.onUnauthorized?.(error);
      } catch (hookError) {
        console.error('onUnauthorized failed', hookError);
      }
    }
    throw error;
  }

  async function json(
    path: string,
    options: RequestOptions & { schema?: ResponseSchema } = {},
  ): Promise<unknown> {
    const response = await request(path, options);
    const text = await response.text();
    const data: unknown = text === '' ? undefined : JSON.parse(text);
    return options.schema ? options.schema.parse(data) : data;
  }

  return {
    config,
    request,
    json: json as ApiClient['json'],
    async text(path, options) {
      return (await request(path, options)).text();
    },
    async stream(path, options) {
      return responseStream(await request(path, options));
    },
  };
}

let configured: ApiClient | null = null;

/** Configures the client every resource request uses; call once at start-up (and again in tests). */
export function configureApi(config: ApiConfig): ApiClient {
  configured = createApiClient(config);
  return configured;
}

/** The client set by `configureApi`; throws when it was never called. */
export function getApiClient(): ApiClient {
  if (!configured) throw new Error(apiErrorMessages.notConfigured);
  return configured;
}
