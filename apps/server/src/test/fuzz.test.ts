/**
 * A fuzz test over the route table: every route the app registers (found by test/routes.ts, so a
 * new module is covered without being named here) gets a fixed set of hostile inputs on each path
 * parameter and on each string field of its body and querystring (read from the zod schemas
 * Fastify holds): a NUL character, malformed percent-encoding, wrong types, oversize strings, and
 * broken bodies. No answer may be a 5xx, and every 4xx must have the app's error shape. A NUL in
 * a field of an otherwise valid request must be a 400 naming that field. Bounded: the cases are
 * fixed, not random.
 */
import { connect } from 'node:net';

import { apiErrorSchema, stringFieldPaths, withValueAt } from '@lexio/api/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

import { importCorpus } from '../corpus/importer';
import type { DatabaseHandle } from '../db';
import { seedDemoData } from '../db/seed';
import { bearer, buildTestApp } from './app';
import { testDatabases } from './databases';
import { startTestIssuer, type TestIssuer } from './identity';
import {
  EXAMPLE_UUID,
  exampleOf,
  fillPath,
  toQuery,
  withRouteTable,
  type RouteEntry,
} from './routes';

const DOCUMENT = 'eu/reg/2016/679';

/** Limits high enough that the fuzz reaches the handlers instead of the rate limiter. */
const FUZZ_ENV = {
  LEXIO_DEV_FLAGS_ROUTE: '1',
  RATE_LIMIT_SIGNUP_MAX: '1000000',
  RATE_LIMIT_LAWS_READ_MAX: '1000000',
  RATE_LIMIT_LAWS_SEARCH_MAX: '1000000',
  RATE_LIMIT_LAWS_EXPORT_MAX: '1000000',
  RATE_LIMIT_SHARED_MAX: '1000000',
  ASSISTANT_RATE_LIMIT_MAX: '1000000',
  ASSISTANT_CHUNK_DELAY_MS: '0',
};

/**
 * A valid value of each path parameter, so the other parameters' fuzz reaches the handler; any
 * other parameter is an id (a uuid).
 */
const VALID_PARAM: Record<string, string> = {
  id: EXAMPLE_UUID,
  slug: 'fuzzfuzzfuzzfuzzfuzz',
  '*': DOCUMENT,
};

/**
 * Valid requests the schema alone cannot describe, or cheaper ones (an export of one article, not
 * of a whole act); every other route starts from exampleOf(its schema).
 */
const EXAMPLES: Record<string, unknown> = {
  // A user who has signed in, so a field the schema let through would reach the database.
  'PUT /dev/flags': { email: 'staff@demo.lexio.local', flags: {} },
  // The pace the fuzzing app was started with (0), so its answers stay instant.
  'PUT /dev/assistant': { chunkDelayMs: 0 },
  'POST /laws/docs/*': { format: 'docx', articles: ['art-1'] },
  'POST /laws/docs/compare/*': {
    format: 'docx',
    left: { article: 'art-1' },
    right: { documentId: DOCUMENT, article: 'art-2' },
  },
};

/** What a wildcard of the laws routes ends with (the handler dispatches on it). */
const WILDCARD_SUFFIXES = ['', '.html', '_toc.html', '_toc.json', '.json', '/metadata', '/export'];

/** Put in a path as they are (the router decodes them). */
const HOSTILE_PATH_VALUES = [
  '%00',
  'a%00b',
  '%',
  '%25',
  'a%25b',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%FF',
  '%ED%A0%80',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(5000),
  '123',
  '-1',
  'null',
];

/** Values of a string field of a body or querystring: none may be a 5xx. */
const HOSTILE_FIELD_VALUES: Array<[string, unknown]> = [
  ['NUL', 'fuzz\u0000text'],
  ['lone surrogate', 'fuzz\ud800text'],
  ['oversize', 'x'.repeat(100_000)],
  ['number', 12345],
  ['boolean', true],
  ['null', null],
  ['object', { nested: 'fuzz' }],
  ['array', ['fuzz']],
  ['percent', '%zz%E0%A4%A'],
  ['emoji', 'fuzz 🙂 \ud83d\ude00'],
  ['bidi', '\u202efuzz'],
  ['blank', '   '],
];

type Failure = string;

function check(
  failures: Failure[],
  label: string,
  response: LightMyRequestResponse,
  expectStatus?: (status: number) => boolean,
  expectField?: string,
): void {
  const status = response.statusCode;
  if (status >= 500) {
    failures.push(`${label}: ${status} ${response.body.slice(0, 200)}`);
    return;
  }
  if (status >= 400) {
    const parsed = apiErrorSchema.safeParse(safeJson(response.body));
    if (!parsed.success || !/application\/json/.test(String(response.headers['content-type']))) {
      failures.push(
        `${label}: ${status} not in the app's error shape: ${response.body.slice(0, 200)}`,
      );
      return;
    }
    if (expectField && !(expectField in (parsed.data.error.fields ?? {}))) {
      failures.push(
        `${label}: ${status} does not name ${expectField}: ${JSON.stringify(parsed.data.error)}`,
      );
      return;
    }
  }
  if (expectStatus && !expectStatus(status)) {
    failures.push(`${label}: unexpected ${status} ${response.body.slice(0, 200)}`);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const is4xx = (status: number) => status >= 400 && status < 500;
const is400 = (status: number) => status === 400;

/** The valid path of a route (wildcards of the laws routes get the suffix the handler wants). */
function validPath(route: RouteEntry, suffix = ''): string {
  return (
    fillPath(
      route.url,
      Object.fromEntries(route.params.map((p) => [p, VALID_PARAM[p] ?? EXAMPLE_UUID])),
    ).replace(/\*$/, '') + suffix
  );
}

function wildcardSuffixes(route: RouteEntry): string[] {
  if (!route.params.includes('*')) return [''];
  if (route.method === 'POST') return ['/export'];
  if (route.url.endsWith('/docs/*')) return ['/metadata'];
  if (route.url.endsWith('/court-rulings/*')) return ['.json'];
  return ['.html', '_toc.html', '_toc.json'];
}

describe.each(testDatabases)('fuzzing every route on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let issuer: TestIssuer;
  let app: FastifyInstance;
  let routes: RouteEntry[];
  let token: string;

  beforeAll(async () => {
    [database, issuer] = await Promise.all([testDatabase.open(), startTestIssuer()]);
    await seedDemoData(database.db);
    await importCorpus(database.db, {
      filter: (document) => document.id === DOCUMENT,
    });
    ({ app, routes } = await withRouteTable(() =>
      buildTestApp(database, issuer, { env: FUZZ_ENV }),
    ));
    // Platform staff: the requests reach the deepest handlers (impersonation included).
    token = await issuer.idToken({ sub: 'sub-fuzz-staff', email: 'staff@demo.lexio.local' });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await Promise.all([database?.close(), issuer?.close()]);
  });

  const call = (route: RouteEntry, url: string, extra: Partial<InjectOptions> = {}) =>
    app.inject({
      method: route.method as InjectOptions['method'],
      url,
      headers: { ...bearer(token), ...(extra.headers ?? {}) },
      ...(extra.payload !== undefined ? { payload: extra.payload } : {}),
    });

  const validBody = (route: RouteEntry) =>
    EXAMPLES[`${route.method} ${route.url}`] ?? (route.body ? exampleOf(route.body) : undefined);
  const validQuery = (route: RouteEntry) =>
    route.querystring ? exampleOf(route.querystring) : undefined;

  it('finds the routes of every module', () => {
    const table = routes.map((route) => `${route.method} ${route.url}`);
    expect(table).toEqual(
      expect.arrayContaining([
        'POST /assistant/threads',
        'PATCH /conversations/:id',
        'PATCH /users/me',
        'PATCH /organisations/me',
        'GET /laws/search',
        'POST /laws/docs/*',
        'GET /impersonate',
        'PUT /dev/flags',
      ]),
    );
    // The examples the fuzz starts from are valid requests, so a refused field is refused for itself.
    for (const route of routes) {
      if (route.body) expect(route.body.safeParse(validBody(route)).success, route.url).toBe(true);
      if (route.querystring)
        expect(route.querystring.safeParse(validQuery(route)).success, route.url).toBe(true);
    }
  });

  it('answers every hostile path parameter with a 4xx in the app shape, never a 5xx', async () => {
    const failures: Failure[] = [];
    let requests = 0;
    for (const route of routes.filter((r) => r.params.length > 0)) {
      const query = toQuery(validQuery(route));
      const body = validBody(route);
      for (const param of route.params) {
        const suffixes = param === '*' ? WILDCARD_SUFFIXES : [''];
        for (const value of HOSTILE_PATH_VALUES) {
          for (const suffix of suffixes) {
            const values = Object.fromEntries(
              route.params.map((p) => [
                p,
                p === param ? value + suffix : (VALID_PARAM[p] ?? EXAMPLE_UUID),
              ]),
            );
            const url = fillPath(route.url, values) + query;
            const response = await call(
              route,
              url,
              body === undefined ? {} : { payload: body as object },
            );
            requests += 1;
            check(failures, `${route.method} ${url.slice(0, 120)}`, response, is4xx);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(100);
  }, 120_000);

  it('refuses a NUL or an oversize value in every string field of a body or query, naming it', async () => {
    const failures: Failure[] = [];
    for (const route of routes) {
      for (const [where, schema] of [
        ['body', route.body],
        ['querystring', route.querystring],
      ] as const) {
        if (!schema) continue;
        const base = where === 'body' ? validBody(route) : validQuery(route);
        for (const path of stringFieldPaths(schema)) {
          const field = path.join('.');
          for (const [kind, value] of HOSTILE_FIELD_VALUES) {
            // A query carries text: the wrong-type cases are a body's.
            if (where === 'querystring' && typeof value !== 'string') continue;
            const input = withValueAt(base, path, value);
            for (const suffix of wildcardSuffixes(route)) {
              const url =
                validPath(route, suffix) +
                (where === 'querystring' ? toQuery(input) : toQuery(validQuery(route)));
              const response = await call(
                route,
                url,
                where === 'body'
                  ? { payload: input as object }
                  : validBody(route) === undefined
                    ? {}
                    : { payload: validBody(route) as object },
              );
              const label = `${route.method} ${route.url} ${where}.${field} ${kind}`;
              // A URL cannot carry an unpaired surrogate (it arrives as U+FFFD): a body can.
              const refused =
                kind === 'NUL' ||
                kind === 'oversize' ||
                (kind === 'lone surrogate' && where === 'body');
              if (refused) check(failures, label, response, is400, field);
              else check(failures, label, response);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers broken bodies in the app shape: bad JSON, wrong types, media type, size', async () => {
    const failures: Failure[] = [];
    const json = { 'content-type': 'application/json' };
    const cases: Array<[string, Partial<InjectOptions>, ((status: number) => boolean)?]> = [
      ['malformed JSON', { headers: json, payload: '{"a":' }, is400],
      ['array', { headers: json, payload: '[]' }],
      ['string', { headers: json, payload: '"fuzz"' }],
      ['number', { headers: json, payload: '123' }],
      ['null', { headers: json, payload: 'null' }],
      ['proto', { headers: json, payload: '{"__proto__":{"admin":true}}' }],
      ['empty JSON', { headers: json, payload: '' }],
      ['text/plain', { headers: { 'content-type': 'text/plain' }, payload: 'fuzz' }, is4xx],
      ['no media type', { headers: { 'content-type': '' }, payload: 'fuzz' }],
      [
        'form',
        { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b' },
      ],
      [
        'too large',
        { headers: json, payload: `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}` },
        (s) => s === 413,
      ],
    ];
    for (const route of routes.filter((r) =>
      ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method),
    )) {
      for (const suffix of wildcardSuffixes(route)) {
        const url = validPath(route, suffix) + toQuery(validQuery(route));
        for (const [name, options, expected] of cases) {
          // A body-less route may take its body or not; a 2xx is fine there.
          const response = await call(route, url, options);
          check(
            failures,
            `${route.method} ${route.url} ${name}`,
            response,
            route.body ? expected : undefined,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers unroutable and undecodable URLs in the app shape', async () => {
    const failures: Failure[] = [];
    for (const url of [
      '/%zz',
      '/%E0%A4%A',
      '/%00',
      '/no/such/route',
      '/laws/%25.html',
      '/laws/%zz.html',
      '/laws/%E0%A4%A_toc.html',
      '/laws/docs/%25/metadata',
      '/laws/court-rulings/%25.json',
      '/conversations/%zz',
      '/threadDetails/%E0%A4%A',
      '/users/%00',
      `/threadDetails/${'x'.repeat(500)}`,
      '/laws/search?q=%zz',
      '/laws/search?q=%00',
      '/conversations?q=%E0%A4%A',
    ]) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await app.inject({ method, url, headers: bearer(token) });
        check(failures, `${method} ${url}`, response, url.includes('?') ? undefined : is4xx);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers a request the HTTP parser refuses in the app shape', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write('GET /health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
    expect(apiErrorSchema.parse(JSON.parse(body)).error.code).toBe('BAD_REQUEST');
  });
});
