import { apiErrorSchema, helpMeSchema } from '@lexio/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { principalOf } from '../../lib/auth';
import type { ModuleOptions } from '../../lib/deps';
import * as service from './service';

export const helpRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/help/me',
    { schema: { response: { 200: helpMeSchema, 401: apiErrorSchema } } },
    async (request) => service.helpIdentity(deps.config.helpHmacSecret, principalOf(request)),
  );
};
