import type { Updateable } from 'kysely';

import type { Db } from '../../db';
import type { OrganisationId } from '../../lib/tenancy';
import type { UserRow, UsersTable } from './tables';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids come from URLs: anything that is not a uuid simply matches no row. */
export const isUuid = (value: string) => UUID.test(value);

// Tenancy: every function that reads or changes a user of an organisation takes its id first.
// The lookups across organisations (sign-in, impersonation) live in modules/identity.

export async function findUserInOrganisation(
  db: Db,
  organisationId: OrganisationId,
  userId: string,
) {
  if (!isUuid(userId)) return undefined;
  return db
    .selectFrom('users')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function updateUserInOrganisation(
  db: Db,
  organisationId: OrganisationId,
  userId: string,
  changes: Updateable<UsersTable>,
): Promise<UserRow | undefined> {
  if (!isUuid(userId)) return undefined;
  return db
    .updateTable('users')
    .set(changes)
    .where('organisation_id', '=', organisationId)
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** Records a referral code unless the user already has one: the first code stays. */
export async function recordReferralInOrganisation(
  db: Db,
  organisationId: OrganisationId,
  userId: string,
  referredBy: string,
): Promise<void> {
  if (!isUuid(userId)) return;
  await db
    .updateTable('users')
    .set({ referred_by: referredBy })
    .where('organisation_id', '=', organisationId)
    .where('id', '=', userId)
    .where('referred_by', 'is', null)
    .execute();
}

export async function deleteUserInOrganisation(
  db: Db,
  organisationId: OrganisationId,
  userId: string,
) {
  if (!isUuid(userId)) return false;
  const result = await db
    .deleteFrom('users')
    .where('organisation_id', '=', organisationId)
    .where('id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
