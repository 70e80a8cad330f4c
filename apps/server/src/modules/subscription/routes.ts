import { apiErrorSchema, subscriptionSchema, type Subscription } from '@lexio/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { principalOf } from '../../lib/auth';
import type { ModuleOptions } from '../../lib/deps';
import { findSubscription } from './repo';

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

/** An organisation without a subscription (a free-credits one) reads as "not subscribed". */
const noSubscription: Subscription = {
  planActivated: null,
  status: null,
  internalNormativeId: null,
  trialStart: null,
  trialEnd: null,
};

export const subscriptionRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/subscription/me',
    { schema: { response: { 200: subscriptionSchema, 401: apiErrorSchema } } },
    async (request): Promise<Subscription> => {
      const row = await findSubscription(deps.db, principalOf(request).organisationId);
      if (!row) return noSubscription;
      return {
        planActivated: { plan: row.plan, billingPeriod: row.billing_period },
        status: row.status,
        internalNormativeId: row.internal_normative_id,
        trialStart: seconds(row.trial_start),
        trialEnd: seconds(row.trial_end),
      };
    },
  );
};
