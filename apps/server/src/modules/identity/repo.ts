/**
 * The server's only queries across organisations: who a token speaks for is found before any
 * organisation is known, so these lookups cannot be scoped by one. Each says why it is unscoped.
 * Everything else reads and writes through a repo function that takes an OrganisationId.
 */
import type { Db } from '../../db';
import { isUuid } from '../users/repo';

/**
 * Unscoped: sign-in knows only the identity provider's subject: the user's own (cognito_sub) or a
 * federated identity linked to it (user_identities).
 */
export function findUserBySub(db: Db, sub: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('cognito_sub', '=', sub),
        eb(
          'id',
          'in',
          eb.selectFrom('user_identities').select('user_identities.user_id').where('sub', '=', sub),
        ),
      ]),
    )
    .executeTakeFirst();
}

/**
 * Unscoped: links a federated identity (a Google sign-in) to the existing user with its verified
 * e-mail, beside the user's own subject. Nothing when the subject is linked already.
 */
export async function linkFederatedIdentity(
  db: Db,
  userId: string,
  identity: { sub: string; provider: string },
) {
  await db
    .insertInto('user_identities')
    .values({ sub: identity.sub, user_id: userId, provider: identity.provider })
    .onConflict((oc) => oc.column('sub').doNothing())
    .execute();
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
