import type { Db } from '../../db';
import type { OrganisationId } from '../../lib/tenancy';

export function findSubscription(db: Db, organisationId: OrganisationId) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
}
