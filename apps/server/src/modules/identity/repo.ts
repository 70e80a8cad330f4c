/**
 * The server's only queries across organisations: who a token speaks for is found before any
 * organisation is known, so these lookups cannot be scoped by one. Each says why it is unscoped.
 * Everything else reads and writes through a repo function that takes an OrganisationId.
 */
import type { Db } from '../../db';
import { isUuid } from '../users/repo';

/** Unscoped: sign-in knows only the identity provider's subject. */
export function findUserBySub(db: Db, sub: string) {
  return db.selectFrom('users').selectAll().where('cognito_sub', '=', sub).executeTakeFirst();
}

/**
 * Unscoped: a first sign-in links the seeded or invited user with the token's (verified) e-mail,
 * and the dev flag switch names its user by e-mail. E-mails are unique across organisations.
 */
export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

/**
 * Unscoped: platform staff act across organisations (impersonation), and an impersonation token
 * names its user and its staff member by id alone.
 */
export async function findUserById(db: Db, userId: string) {
  if (!isUuid(userId)) return undefined;
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

/** Unscoped: links an existing (seeded or invited) user to the identity that signed in with its e-mail. */
export function linkSub(db: Db, userId: string, sub: string) {
  return db
    .updateTable('users')
    .set({ cognito_sub: sub })
    .where('id', '=', userId)
    .where('cognito_sub', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Unscoped: a new identity gets a new organisation, with itself as the OWNER (sign-up). */
export function provisionOwner(
  db: Db,
  owner: { sub: string; email: string; firstName: string; lastName: string },
) {
  return db.transaction().execute(async (trx) => {
    const organisation = await trx
      .insertInto('organisations')
      .values({
        name: `${owner.firstName} ${owner.lastName}`.trim(),
        company_type: null,
        demo_key: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return trx
      .insertInto('users')
      .values({
        organisation_id: organisation.id,
        cognito_sub: owner.sub,
        email: owner.email,
        first_name: owner.firstName,
        last_name: owner.lastName,
        role: 'OWNER',
        phone_number: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
