import {
  apiErrorSchema,
  resendVerificationReplySchema,
  signUpEmailBodySchema,
  userExistsReplySchema,
  userNeedsVerificationReplySchema,
} from '@lexio/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { ModuleOptions } from '../../lib/deps';
import * as service from './service';

const errorReplies = { 400: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema };

export const signUpRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  // Unauthenticated and probing the user base: a tight per-address limit (RATE_LIMIT_SIGNUP_MAX).
  const routeConfig = { rateLimit: deps.config.rateLimits.signUp };

  app.post(
    '/signUp/userExists',
    {
      config: routeConfig,
      schema: {
        body: signUpEmailBodySchema,
        response: { 200: userExistsReplySchema, ...errorReplies },
      },
    },
    async (request) => ({
      exists: await service.userExists(deps.identityAdmin, request.body.email),
    }),
  );

  app.post(
    '/signUp/userNeedsVerification',
    {
      config: routeConfig,
      schema: {
        body: signUpEmailBodySchema,
        response: { 200: userNeedsVerificationReplySchema, ...errorReplies },
      },
    },
    async (request) => ({
      needsVerification: await service.userNeedsVerification(
        deps.identityAdmin,
        request.body.email,
      ),
    }),
  );

  app.post(
    '/signUp/userResendVerificationEmail',
    {
      config: routeConfig,
      schema: {
        body: signUpEmailBodySchema,
        response: { 200: resendVerificationReplySchema, ...errorReplies },
      },
    },
    async (request) => ({
      sent: await service.resendVerification(deps.identityAdmin, request.body.email),
    }),
  );
};
