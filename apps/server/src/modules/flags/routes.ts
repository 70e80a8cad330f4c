import { apiErrorSchema, featureFlagsSchema, safeText } from '@lexio/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { principalOf } from '../../lib/auth';
import type { ModuleOptions } from '../../lib/deps';
import { flagsForOrganisation, parseFlagList, setFlagsOfUserByEmail } from './service';

/** GET /flags/me: the local flag source the web app reads when LaunchDarkly is not configured. */
export const flagRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const globalFlags = parseFlagList(deps.config.flags).flags;
  app.get(
    '/flags/me',
    { schema: { response: { 200: featureFlagsSchema, 401: apiErrorSchema } } },
    async (request) =>
      flagsForOrganisation(deps.db, principalOf(request).organisationId, globalFlags),
  );
};

const devFlagsBodySchema = z.object({
  email: z.email(),
  /** A value sets the organisation's override; null removes it. */
  flags: z
    .object({
      regulatory_alert: z.boolean().nullable(),
      phone_onboarding: z.boolean().nullable(),
      both_workspaces_and_dossier_enabled: z.boolean().nullable(),
      chat_message_version: z.nullable(safeText().check(z.maxLength(40))),
      referral_program: z.boolean().nullable(),
      trial_cnf: z.boolean().nullable(),
    })
    .partial(),
});

/**
 * PUT /dev/flags (registered only with LEXIO_DEV_FLAGS_ROUTE=1, never in production): sets a user's
 * organisation's flags, so end-to-end tests can switch phone_onboarding for the account they just
 * signed up.
 */
export const devFlagRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const globalFlags = parseFlagList(deps.config.flags).flags;
  app.put(
    '/dev/flags',
    {
      schema: {
        body: devFlagsBodySchema,
        response: { 200: featureFlagsSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      setFlagsOfUserByEmail(deps.db, request.body.email, request.body.flags, globalFlags),
  );
};
