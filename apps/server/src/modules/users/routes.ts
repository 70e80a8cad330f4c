import {
  apiErrorSchema,
  meSchema,
  updateMeBodySchema,
  userIdParamsSchema,
} from '@lexio/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { principalOf } from '../../lib/auth';
import type { ModuleOptions } from '../../lib/deps';
import * as service from './service';

export const userRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/users/me',
    { schema: { response: { 200: meSchema, 401: apiErrorSchema, 404: apiErrorSchema } } },
    async (request) => {
      const principal = principalOf(request);
      return service.getMe(deps.db, principal.organisationId, principal.userId);
    },
  );

  app.patch(
    '/users/me',
    {
      schema: {
        body: updateMeBodySchema,
        response: { 200: meSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      return service.updateMe(deps.db, principal.organisationId, principal.userId, request.body);
    },
  );

  app.delete(
    '/users/:id',
    {
      schema: {
        params: userIdParamsSchema,
        response: {
          204: z.null(),
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await service.deleteUser(deps.db, principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
