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
import type { AppDeps } from './lib/deps';
import { installErrorHandling } from './lib/errors';
import { assistantRoutes } from './modules/assistant/routes';
import { devFlagRoutes, flagRoutes } from './modules/flags/routes';
import { healthRoutes } from './modules/health/routes';
import { helpRoutes } from './modules/help/routes';
import { impersonationRoutes } from './modules/impersonation/routes';
import { lawsRoutes } from './modules/laws/routes';
import { organisationRoutes } from './modules/organisations/routes';
import { signUpRoutes } from './modules/signup/routes';
import { subscriptionRoutes } from './modules/subscription/routes';
import { userRoutes } from './modules/users/routes';

export type { AppDeps } from './lib/deps';

/** Request bodies above this are refused (413); uploads get their own limit per route. */
export const BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  /** Pino options, or false for a silent app (tests). */
  logger?: boolean | { level: string };
}

/** Builds the API with every module; main.ts listens, tests call app.inject(). */
export async function buildApp(
  deps: AppDeps,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: deps.config.logLevel },
    bodyLimit: BODY_LIMIT,
    // Behind a load balancer in production; the client's address keys the rate limits.
    trustProxy: deps.config.env === 'production',
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

  const authenticate = createAuthenticate(deps);
  await app.register(async (authenticated) => {
    authenticated.addHook('onRequest', authenticate);
    await authenticated.register(userRoutes, moduleOptions);
    await authenticated.register(organisationRoutes, moduleOptions);
    await authenticated.register(subscriptionRoutes, moduleOptions);
    await authenticated.register(helpRoutes, moduleOptions);
    await authenticated.register(impersonationRoutes, moduleOptions);
    await authenticated.register(flagRoutes, moduleOptions);
  });
  return app;
}
