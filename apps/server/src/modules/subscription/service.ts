import type { Subscription } from '@lexio/api/contract';

import type { Db } from '../../db';
import type { OrganisationId } from '../../lib/tenancy';
import * as repo from './repo';

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

/** An organisation without a subscription (a free-credits one) reads as "not subscribed". */
const noSubscription: Subscription = {
  planActivated: null,
  status: null,
  internalNormativeId: null,
  trialStart: null,
  trialEnd: null,
};

/** The organisation's subscription (GET /subscription/me), its trial dates in epoch seconds. */
export async function getSubscription(
  db: Db,
  organisationId: OrganisationId,
): Promise<Subscription> {
  const row = await repo.findSubscription(db, organisationId);
  if (!row) return noSubscription;
  return {
    planActivated: { plan: row.plan, billingPeriod: row.billing_period },
    status: row.status,
    internalNormativeId: row.internal_normative_id,
    trialStart: seconds(row.trial_start),
    trialEnd: seconds(row.trial_end),
  };
}
