/**
 * The tenant-isolation checker (tenant-isolation.test.ts): for every authenticated route of the
 * route table with an id in its path, body or querystring, it creates the resource in organisation
 * A, calls the route with that id as a user of organisation B, and expects a 404 (or 403) and A's
 * resource unchanged; then it calls the route as A's user to show that the description reaches the
 * resource. A route it is not told about fails: describe it in the scoped-route table, or list it
 * as deliberately cross-organisation with the reason.
 */
import { isDeepStrictEqual } from 'node:util';

import { stringFieldPaths, withValueAt } from '@lexio/api/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';

import { bearer } from './app';
import { EXAMPLE_UUID, exampleOf, fillPath, toQuery, type RouteEntry } from './routes';

/** A kind of organisation-owned resource the checker can create. */
export interface ResourceKind {
  /**
   * Creates one in organisation A and returns its id, or the ids of a nested resource by path
   * parameter name (`{ id: workspaceId, threadId }` for /workspaces/:id/conversations/:threadId).
   */
  create(): Promise<string | Record<string, string>>;
  /** What organisation A holds of it, compared before and after B's call. */
  snapshot(id: string, ids: Record<string, string>): Promise<unknown>;
}

/** How to call a scoped route with a resource's id. */
export interface ScopedRoute {
  /** A key of the resource table. */
  resource: string;
  /** The id goes in this body or querystring field; default: the route's path parameter. */
  field?: string;
  /** The rest of a valid body (default: an example built from the route's schema). */
  body?: Record<string, unknown>;
  /** A body made from the created resource's ids (a nested resource's id in the body). */
  bodyOf?: (ids: Record<string, string>) => Record<string, unknown>;
  /**
   * A 4xx that organisation A's own call may get and that still shows it reached the resource
   * (409: the document exists but is not indexed yet), where organisation B must get 404 or 403.
   */
  ownStatus?: number;
}

export interface IsolationSetup {
  app: FastifyInstance;
  routes: RouteEntry[];
  /** A user of organisation A (the owner of the resources) and one of organisation B. */
  tokenA: string;
  tokenB: string;
  resources: Record<string, ResourceKind>;
  /** `METHOD /path` → how to exercise it. */
  scoped: Record<string, ScopedRoute>;
  /** `METHOD /path` → why it deliberately acts across organisations. */
  crossOrganisation: Record<string, string>;
}

export interface IsolationReport {
  /** Routes called with another organisation's id, and what they answered. */
  checked: string[];
  /** Authenticated routes without an id: nothing to check. */
  withoutId: string[];
  failures: string[];
}

const ID_FIELD = /(^id|Id)$/;

/** The names of a request schema's id-like fields (threadId, userId, id). */
function idFields(route: RouteEntry): string[] {
  const names = [route.body, route.querystring]
    .filter((schema) => schema !== undefined)
    .flatMap((schema) => stringFieldPaths(schema))
    .map((path) => path.join('.'))
    .filter((name) => ID_FIELD.test(name.split('.').at(-1) ?? ''));
  return [...route.params, ...names];
}

export async function checkTenantIsolation(setup: IsolationSetup): Promise<IsolationReport> {
  const { app, tokenA, tokenB } = setup;
  const report: IsolationReport = { checked: [], withoutId: [], failures: [] };
  for (const route of setup.routes) {
    if (route.method === 'OPTIONS') continue;
    const key = `${route.method} ${route.url}`;
    const idNames = idFields(route);
    const exampleBody = route.body ? exampleOf(route.body) : undefined;
    const exampleQuery = route.querystring ? exampleOf(route.querystring) : undefined;
    const request = (
      token: string | undefined,
      params: Record<string, string>,
      body: unknown,
      query: unknown,
    ) =>
      app.inject({
        method: route.method as InjectOptions['method'],
        url: fillPath(route.url, params) + toQuery(query),
        headers: token ? bearer(token) : {},
        ...(body === undefined ? {} : { payload: body as object }),
      });
    const exampleParams = Object.fromEntries(route.params.map((p) => [p, EXAMPLE_UUID]));

    // Authenticated: refused without a token.
    const anonymous = await request(undefined, exampleParams, exampleBody, exampleQuery);
    if (anonymous.statusCode !== 401) continue;
    if (idNames.length === 0) {
      report.withoutId.push(key);
      continue;
    }
    if (key in setup.crossOrganisation) {
      report.checked.push(`${key}: cross-organisation (${setup.crossOrganisation[key]})`);
      continue;
    }
    const description = setup.scoped[key];
    if (!description) {
      report.failures.push(
        `${key}: an authenticated route with an id (${idNames.join(', ')}) the isolation test does not know: describe how to create its resource, or list it as cross-organisation with the reason`,
      );
      continue;
    }
    const kind = setup.resources[description.resource];
    if (!kind) {
      report.failures.push(`${key}: no resource kind ${description.resource}`);
      continue;
    }
    const created = await kind.create();
    const id = typeof created === 'string' ? created : (Object.values(created)[0] ?? '');
    const ids = typeof created === 'string' ? {} : created;
    const field = description.field;
    const params = Object.fromEntries(
      route.params.map((p) => [p, ids[p] ?? (field ? EXAMPLE_UUID : id)]),
    );
    const baseBody = description.bodyOf?.(ids) ?? description.body ?? exampleBody;
    const inBody = field !== undefined && route.body !== undefined && !route.querystring;
    const body = inBody ? withValueAt(baseBody, field.split('.'), id) : baseBody;
    const query =
      field !== undefined && !inBody
        ? withValueAt(exampleQuery, field.split('.'), id)
        : exampleQuery;

    const before = await kind.snapshot(id, ids);
    const asB = await request(tokenB, params, body, query);
    const after = await kind.snapshot(id, ids);
    if (asB.statusCode !== 404 && asB.statusCode !== 403) {
      report.failures.push(
        `${key}: organisation B got ${asB.statusCode} for organisation A's ${description.resource} (expected 404 or 403): ${asB.body.slice(0, 160)}`,
      );
    }
    if (!isDeepStrictEqual(before, after)) {
      report.failures.push(
        `${key}: organisation B's call changed organisation A's ${description.resource}`,
      );
    }
    // The same call by A's user reaches the resource: the description is right.
    const asA = await request(tokenA, params, body, query);
    if (asA.statusCode >= 400 && asA.statusCode !== description.ownStatus) {
      report.failures.push(
        `${key}: organisation A's own call got ${asA.statusCode}, so the check proves nothing: fix its description (${asA.body.slice(0, 160)})`,
      );
    }
    report.checked.push(`${key}: B ${asB.statusCode}, A ${asA.statusCode}`);
  }
  return report;
}
