import { apiErrorSchema, subscriptionSchema } from '@lexio/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { principalOf } from '../../lib/auth';
import type { ModuleOptions } from '../../lib/deps';
import * as service from './service';

export const subscriptionRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/subscription/me',
    { schema: { response: { 200: subscriptionSchema, 401: apiErrorSchema } } },
    async (request) => service.getSubscription(deps.db, principalOf(request).organisationId),
  );
};
