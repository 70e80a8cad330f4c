import {
  apiErrorSchema,
  organisationSchema,
  updateOrganisationBodySchema,
} from '@lexio/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { principalOf } from '../../lib/auth';
import type { ModuleOptions } from '../../lib/deps';
import * as service from './service';

export const organisationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/organisations/me',
    { schema: { response: { 200: organisationSchema, 401: apiErrorSchema, 404: apiErrorSchema } } },
    async (request) => service.getOrganisation(deps.db, principalOf(request).organisationId),
  );

  app.patch(
    '/organisations/me',
    {
      schema: {
        body: updateOrganisationBodySchema,
        response: {
          200: organisationSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => service.updateOrganisation(deps.db, principalOf(request), request.body),
  );
};
