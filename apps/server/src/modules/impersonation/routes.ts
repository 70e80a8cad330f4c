import {
  apiErrorSchema,
  impersonateQuerySchema,
  impersonateReplySchema,
} from '@lexio/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { principalOf } from '../../lib/auth';
import type { ModuleOptions } from '../../lib/deps';
import * as service from './service';

/** GET /impersonate?userId: platform staff get a short-lived token to act as that user. */
export const impersonationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/impersonate',
    {
      schema: {
        querystring: impersonateQuerySchema,
        response: {
          200: impersonateReplySchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => service.impersonate(deps, principalOf(request), request.query.userId),
  );
};
