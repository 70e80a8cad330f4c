/*
 * The translation loading policy of spec §9: at most 10 reads in flight, 5 retries, a first delay of
 * 350 ms doubling each time. Only a network error or a 5xx is worth retrying: a 4xx will not change,
 * and a body that is not JSON is reported as 'failed parsing to json' without retrying.
 */
export const translationLoadPolicy = {
  maxParallelReads: 10,
  retries: 5,
  initialDelayMs: 350,
} as const;

export class TranslationLoadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TranslationLoadError';
  }
}

type Sleep = (ms: number) => Promise<void>;
const defaultSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A counting semaphore: the n+1th caller waits for a slot. */
export function createLimiter(max: number) {
  let active = 0;
  const queue: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= max) await new Promise<void>((resolve) => queue.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      queue.shift()?.();
    }
  };
}

const sharedLimiter = createLimiter(translationLoadPolicy.maxParallelReads);

export interface FetchJsonOptions {
  fetchImpl?: typeof fetch;
  sleep?: Sleep;
  limiter?: ReturnType<typeof createLimiter>;
  retries?: number;
  initialDelayMs?: number;
}

export async function fetchJsonWithRetry<T = unknown>(
  url: string,
  options: FetchJsonOptions = {},
): Promise<T> {
  const {
    fetchImpl = fetch,
    sleep = defaultSleep,
    limiter = sharedLimiter,
    retries = translationLoadPolicy.retries,
    initialDelayMs = translationLoadPolicy.initialDelayMs,
  } = options;

  let delay = initialDelayMs;
  for (let attempt = 0; ; attempt += 1) {
    let response: Response | undefined;
    let retryable: Error | undefined;
    try {
      response = await limiter(() => fetchImpl(url));
    } catch (error) {
      retryable = error instanceof Error ? error : new Error(String(error));
    }
    if (response) {
      if (response.ok) {
        try {
          return (await response.json()) as T;
        } catch {
          throw new TranslationLoadError('failed parsing to json', response.status);
        }
      }
      if (response.status < 500) {
        throw new TranslationLoadError(
          `Translation request failed with status ${response.status}`,
          response.status,
        );
      }
      retryable = new TranslationLoadError(
        `Translation request failed with status ${response.status}`,
        response.status,
      );
    }
    if (attempt >= retries) throw retryable;
    await sleep(delay);
    delay *= 2;
  }
}
