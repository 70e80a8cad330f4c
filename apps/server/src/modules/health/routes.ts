import { apiErrorSchema, healthSchema } from '@lexio/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { ModuleOptions } from '../../lib/deps';
import * as service from './service';

export const healthRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/health',
    { schema: { response: { 200: healthSchema, 503: apiErrorSchema } } },
    async () => service.checkHealth(deps.db),
  );
};
