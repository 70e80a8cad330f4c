/**
 * The route table of a built app, for the tests that go over every route (fuzz.test.ts,
 * tenant-isolation.test.ts): Fastify has no list of its routes, so an onRoute hook is added to
 * the instance as it is created (Fastify publishes each new instance on the
 * `fastify.initialization` diagnostics channel), before any module registers a route.
 */
import { channel } from 'node:diagnostics_channel';

import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import type { z } from 'zod';

export interface RouteEntry {
  method: string;
  /** The path as registered: `/conversations/:id`, `/laws/docs/*`. */
  url: string;
  /** Path parameter names, `*` for a wildcard. */
  params: string[];
  body?: z.ZodType;
  querystring?: z.ZodType;
}

const initialization = channel('fastify.initialization');

/** Runs `build` and returns the app it built with every route registered (HEAD copies left out). */
export async function withRouteTable<T extends FastifyInstance>(
  build: () => Promise<T>,
  /** Registered on the new instance before its own modules (a test's throw-away routes). */
  extraPlugins: FastifyPluginAsync[] = [],
): Promise<{ app: T; routes: RouteEntry[] }> {
  const routes: RouteEntry[] = [];
  let seen: FastifyInstance | undefined;
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    if (seen) return;
    seen = fastify;
    fastify.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const schema = (route.schema ?? {}) as { body?: z.ZodType; querystring?: z.ZodType };
      for (const method of methods) {
        if (method === 'HEAD') continue;
        routes.push({
          method,
          url: route.url,
          params: [...route.url.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((m) => m[1] ?? '*'),
          body: schema.body,
          querystring: schema.querystring,
        });
      }
    });
    for (const plugin of extraPlugins) void fastify.register(plugin);
  };
  initialization.subscribe(onInit);
  try {
    const app = await build();
    return { app, routes };
  } finally {
    initialization.unsubscribe(onInit);
  }
}

/** A value the schema accepts, built from its definition (required object fields only). */
export function exampleOf(schema: z.ZodType, depth = 0): unknown {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def as {
    type: string;
    format?: string;
    shape?: Record<string, z.ZodType>;
    innerType?: z.ZodType;
    in?: z.ZodType;
    element?: z.ZodType;
    options?: z.ZodType[];
    entries?: Record<string, string>;
    values?: unknown[];
    getter?: () => z.ZodType;
  };
  if (depth > 8) return undefined;
  switch (def.type) {
    case 'string':
      if (def.format === 'uuid' || def.format === 'guid') return EXAMPLE_UUID;
      if (def.format === 'email') return 'fuzz@example.com';
      return 'fuzz';
    case 'number':
    case 'int':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'null':
      return null;
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(def.shape ?? {})) {
        if (child.safeParse(undefined).success) continue;
        value[key] = exampleOf(child, depth + 1);
      }
      return value;
    }
    case 'array':
      return def.element ? [exampleOf(def.element, depth + 1)] : [];
    case 'union':
      return def.options?.[0] ? exampleOf(def.options[0], depth + 1) : undefined;
    case 'pipe':
      return def.in ? exampleOf(def.in, depth + 1) : undefined;
    case 'lazy':
      return def.getter ? exampleOf(def.getter(), depth + 1) : undefined;
    case 'record':
      return {};
    default:
      return def.innerType ? exampleOf(def.innerType, depth + 1) : {};
  }
}

/** A well-formed id that names nothing. */
export const EXAMPLE_UUID = '00000000-0000-4000-8000-000000000000';

/** `/conversations/:id` with its parameters filled in (values put in the path as given). */
export function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/:([A-Za-z0-9_]+)|\*/g, (_, name: string | undefined) => {
    const value = values[name ?? '*'];
    if (value === undefined) throw new Error(`no value for ${name ?? '*'} in ${url}`);
    return value;
  });
}

/** A querystring of an object's scalar fields (arrays repeated, objects as JSON). */
export function toQuery(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined) continue;
    for (const item of Array.isArray(field) ? field : [field])
      params.append(
        key,
        typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item),
      );
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
