import { apiErrorSchema, healthSchema } from '@lexio/api/contract';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { ModuleOptions } from '../../lib/deps';
import { HttpError } from '../../lib/errors';

export const healthRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/health',
    { schema: { response: { 200: healthSchema, 503: apiErrorSchema } } },
    async () => {
      try {
        await sql`select 1`.execute(deps.db);
      } catch (_error) {
        throw new HttpError(503, 'UNAVAILABLE', 'The database does not answer');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
