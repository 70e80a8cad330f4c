import {
  apiErrorSchema,
  impersonateQuerySchema,
  impersonateReplySchema,
} from '@lexio/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { principalOf } from '../../lib/auth';
import type { ModuleOptions } from '../../lib/deps';
import { forbidden, notFound } from '../../lib/errors';
import { findUserById } from '../users/repo';

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
    async (request) => {
      const principal = principalOf(request);
      if (!principal.isStaff) throw forbidden('Only support staff can impersonate');
      if (request.query.userId === principal.userId)
        throw forbidden('You cannot impersonate yourself');
      // Staff act across organisations: this is the one lookup not scoped by the caller's.
      const target = await findUserById(deps.db, request.query.userId);
      if (!target) throw notFound('User not found');
      const { token, expiresAt } = await deps.tokens.issueImpersonation(
        target.id,
        principal.userId,
      );
      await deps.db
        .insertInto('audit_log')
        .values({
          actor_user_id: principal.userId,
          subject_user_id: target.id,
          organisation_id: target.organisation_id,
          action: 'impersonation.issue',
          detail: JSON.stringify({ expiresAt: expiresAt.toISOString() }),
        })
        .execute();
      return { token, expiresAt: expiresAt.toISOString() };
    },
  );
};
