import { createHmac } from 'node:crypto';

import { apiErrorSchema, helpMeSchema } from '@lexio/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { principalOf } from '../../lib/auth';
import type { ModuleOptions } from '../../lib/deps';

/** The support widget's identity check: HMAC-SHA256 of the lower-cased e-mail, hex. */
export const helpToken = (secret: string, email: string) =>
  createHmac('sha256', secret).update(email.toLowerCase()).digest('hex');

export const helpRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/help/me',
    { schema: { response: { 200: helpMeSchema, 401: apiErrorSchema } } },
    async (request) => ({
      token: helpToken(deps.config.helpHmacSecret, principalOf(request).email),
    }),
  );
};
