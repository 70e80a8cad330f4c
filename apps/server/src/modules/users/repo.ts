import type { Db } from '../../db';
import type { UserRow, UsersTable } from './tables';
import type { Updateable } from 'kysely';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids come from URLs: anything that is not a uuid simply matches no row. */
export const isUuid = (value: string) => UUID.test(value);

// Tenancy: every function that reads or changes a user of an organisation takes its id first.

export async function findUserInOrganisation(db: Db, organisationId: string, userId: string) {
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
  organisationId: string,
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
  organisationId: string,
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

export async function deleteUserInOrganisation(db: Db, organisationId: string, userId: string) {
  if (!isUuid(userId)) return false;
  const result = await db
    .deleteFrom('users')
    .where('organisation_id', '=', organisationId)
    .where('id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

// Sign-in resolves a user before any organisation is known: these lookups are by identity.

export function findUserBySub(db: Db, sub: string) {
  return db.selectFrom('users').selectAll().where('cognito_sub', '=', sub).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

/** Platform staff act across organisations (impersonation); this lookup is for them only. */
export async function findUserById(db: Db, userId: string) {
  if (!isUuid(userId)) return undefined;
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

/** Links an existing (seeded or invited) user to the identity that signed in with its e-mail. */
export function linkSub(db: Db, userId: string, sub: string) {
  return db
    .updateTable('users')
    .set({ cognito_sub: sub })
    .where('id', '=', userId)
    .where('cognito_sub', 'is', null)
    .returningAll()
    .executeTakeFirst();
}
