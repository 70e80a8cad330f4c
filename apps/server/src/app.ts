import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';

import { createAuthenticate } from './lib/auth';
import type { AppDeps, AppDepsInput } from './lib/deps';
import { errorHandlingOptions, installErrorHandling } from './lib/errors';
import { assistantRoutes } from './modules/assistant/routes';
import { devFlagRoutes, flagRoutes } from './modules/flags/routes';
import { healthRoutes } from './modules/health/routes';
import { helpRoutes } from './modules/help/routes';
import { impersonationRoutes } from './modules/impersonation/routes';
import { createUserDirectory } from './modules/identity/service';
import { lawsRoutes } from './modules/laws/routes';
import { libraryRoutes, libraryUploadRoutes } from './modules/library/routes';
import { organisationRoutes } from './modules/organisations/routes';
import { signUpRoutes } from './modules/signup/routes';
import { subscriptionRoutes } from './modules/subscription/routes';
import { userRoutes } from './modules/users/routes';
import { workspaceToolsRoutes } from './modules/workspace-tools/routes';
import { workspaceRoutes } from './modules/workspaces/routes';

export type { AppDeps, AppDepsInput } from './lib/deps';

/** Request bodies above this are refused (413); uploads get their own limit per route. */
export const BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  /** Pino options, or false for a silent app (tests). */
  logger?: boolean | { level: string };
}

/** Builds the API with every module; main.ts listens, tests call app.inject(). */
export async function buildApp(
  input: AppDepsInput,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  // The composition root: authentication (lib/) gets its user lookups from modules/identity here.
  const deps: AppDeps = {
    ...input,
    directory: input.directory ?? createUserDirectory(input.db, input.identityAdmin),
  };
  const app = Fastify({
    logger: options.logger ?? { level: deps.config.logLevel },
    bodyLimit: BODY_LIMIT,
    // Behind a load balancer in production; the client's address keys the rate limits.
    trustProxy: deps.config.env === 'production',
    // The laws service imports the corpus in an onReady hook: a minute or more at a first start on
    // a busy machine, past Fastify's default 10 s, which stopped the server.
    pluginTimeout: 600_000,
    // A URL the router cannot decode and a malformed HTTP request answer in the app's error shape.
    ...errorHandlingOptions,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  // Spec §7: every call carries a JSON content type, body-less DELETEs and POSTs included, so an
  // empty JSON body means no body rather than a 400.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.decorateRequest('principal', null);

  // The web app is another origin of the same site (another port locally, a subdomain deployed).
  await app.register(helmet, { crossOriginResourcePolicy: { policy: 'same-site' } });
  await app.register(cors, {
    origin: deps.config.corsOrigin,
    methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    maxAge: 600,
  });
  // A response the client accepts compressed goes out compressed (Brotli, else gzip) from 1 KB on:
  // the law viewer's text of the GDPR is 440 KB of HTML, 60 KB gzipped. Server-sent events (the
  // assistant's answers) are never compressed, so that each chunk reaches the reader as it is sent.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  // Opt-in per route (config.rateLimit, limits from deps.config.rateLimits): every unauthenticated
  // route, each counted per client address.
  await app.register(rateLimit, { global: false });

  const moduleOptions = { deps };
  await app.register(healthRoutes, moduleOptions);
  await app.register(signUpRoutes, moduleOptions);
  await app.register(lawsRoutes, { ...moduleOptions, prefix: deps.config.laws.basePath });
  // Unauthenticated: only when asked for (LEXIO_DEV_FLAGS_ROUTE, set by scripts/start.ts --e2e).
  if (deps.config.devFlagsRoute) await app.register(devFlagRoutes, moduleOptions);
  // Authenticates its chat routes itself: its shared-conversation route is public (media host).
  await app.register(assistantRoutes, moduleOptions);
  // Unauthenticated: a library upload URL is signed (local-disk storage only).
  await app.register(libraryUploadRoutes, moduleOptions);

  const authenticate = createAuthenticate(deps);
  await app.register(async (authenticated) => {
    authenticated.addHook('onRequest', authenticate);
    await authenticated.register(userRoutes, moduleOptions);
    await authenticated.register(organisationRoutes, moduleOptions);
    await authenticated.register(subscriptionRoutes, moduleOptions);
    await authenticated.register(helpRoutes, moduleOptions);
    await authenticated.register(impersonationRoutes, moduleOptions);
    await authenticated.register(flagRoutes, moduleOptions);
    await authenticated.register(workspaceRoutes, moduleOptions);
    await authenticated.register(libraryRoutes, moduleOptions);
    await authenticated.register(workspaceToolsRoutes, moduleOptions);
  });
  return app;
}
