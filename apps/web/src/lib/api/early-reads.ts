/*
 * The first reads of a signed-in page, started by the page itself (the small script vite.config.ts
 * puts in index.html: `preloadFirstPageFiles`) while the scripts download: the session's (me,
 * organisation, subscription, flags) and, on a law's address, the law's metadata, whose title is a
 * phone's largest paint. Before, they left only once the entry had downloaded and run, and the
 * page's first render waited one more round trip after its code.
 *
 * The script sends them only with a stored identity token the app would use itself (fresh, no
 * impersonation), with the headers the API client sends. A read is taken here once, by a GET for
 * the same address carrying the same token, within the page's first seconds; anything else (another
 * token, a later refetch, a read the script did not send) goes to the network as before, and a read
 * that failed on the network is sent again.
 */

interface EarlyRead {
  /** The identity token the read carried. */
  t: string;
  /** Its response. */
  r: Promise<Response>;
}

declare global {
  interface Window {
    __lexioEarlyReads?: Record<string, EarlyRead | undefined>;
  }
}

/** After this long the page's first reads have been made; what is left is dropped, never served late. */
const FIRST_READS_WINDOW_MS = 10_000;

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/**
 * The response of the read the page started for this call, or null when the call is not one of them
 * (then it goes to the network). Each read is handed out once.
 */
export function takeEarlyRead(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  now = performance.now(),
): Promise<Response> | null {
  const reads = typeof window === 'undefined' ? undefined : window.__lexioEarlyReads;
  if (!reads) return null;
  if (now > FIRST_READS_WINDOW_MS) {
    delete window.__lexioEarlyReads;
    return null;
  }
  if ((init?.method ?? 'GET') !== 'GET' || init?.body != null) return null;
  const url = urlOf(input);
  const read = reads[url];
  if (!read) return null;
  const authorization = new Headers(init?.headers).get('Authorization');
  if (authorization !== `Bearer ${read.t}`) return null;
  delete reads[url];
  return read.r;
}
