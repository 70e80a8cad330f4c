import type { Db } from '../../db';

export function findSubscription(db: Db, organisationId: string) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
}
