import { normalizePhoneNumber, type Me, type UpdateMeBody } from '@lexio/api/contract';

import type { Db } from '../../db';
import { forbidden, HttpError, notFound } from '../../lib/errors';
import type { IdentityAdmin } from '../../lib/identity-admin';
import type { VerifiedToken } from '../../lib/tokens';
import * as repo from './repo';
import type { UserRow } from './tables';

export function toMe(user: UserRow): Me {
  return {
    userId: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    role: user.role,
    createdAt: user.created_at.toISOString(),
    isOnboarded: user.is_onboarded,
    language: user.language,
    phoneNumber: user.phone_number,
    referredBy: user.referred_by,
    isStaff: user.is_staff,
  };
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

type IdentityToken = Extract<VerifiedToken, { kind: 'identity' }>;

/**
 * The identity provider's ID token (cognito-local's, at least) carries no given_name or
 * family_name, so a new user's names are read from the provider (AdminGetUser).
 */
async function namesFor(
  token: IdentityToken,
  identityAdmin: IdentityAdmin | undefined,
  email: string,
) {
  let givenName = token.givenName;
  let familyName = token.familyName;
  if ((!givenName || !familyName) && identityAdmin && token.username) {
    const user = await identityAdmin.getUser(token.username).catch(() => null);
    givenName ??= user?.givenName;
    familyName ??= user?.familyName;
  }
  return { firstName: givenName ?? email.split('@')[0] ?? email, lastName: familyName ?? '' };
}

/**
 * The user a verified identity token speaks for, created on first sign-in: an existing user with
 * that subject; else a seeded or invited user with that e-mail (linked now); else a new
 * organisation with this user as its OWNER (what sign-up leads to). Linking and provisioning need
 * an e-mail the identity provider has verified: anyone can register an unverified address, and it
 * must not hand them the seeded or invited user that owns it.
 */
export async function resolveIdentityUser(
  db: Db,
  token: IdentityToken,
  identityAdmin: IdentityAdmin | undefined,
): Promise<UserRow> {
  const bySub = await repo.findUserBySub(db, token.sub);
  if (bySub) return bySub;
  if (!token.email) throw forbidden('The identity token carries no e-mail');
  if (!token.emailVerified) {
    throw new HttpError(
      403,
      'EMAIL_NOT_VERIFIED',
      'Verify your e-mail address with the identity provider before signing in',
    );
  }
  const email = token.email.toLowerCase();

  const byEmail = await repo.findUserByEmail(db, email);
  if (byEmail) {
    if (byEmail.cognito_sub && byEmail.cognito_sub !== token.sub) {
      // Another identity already owns this e-mail's user: refuse rather than merge accounts.
      throw forbidden('This e-mail belongs to another account');
    }
    return (
      (await repo.linkSub(db, byEmail.id, token.sub)) ??
      (await repo.findUserBySub(db, token.sub)) ??
      byEmail
    );
  }

  const names = await namesFor(token, identityAdmin, email);
  try {
    return await db.transaction().execute(async (trx) => {
      const organisation = await trx
        .insertInto('organisations')
        .values({
          name: `${names.firstName} ${names.lastName}`.trim(),
          company_type: null,
          demo_key: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return trx
        .insertInto('users')
        .values({
          organisation_id: organisation.id,
          cognito_sub: token.sub,
          email,
          first_name: names.firstName,
          last_name: names.lastName,
          role: 'OWNER',
          phone_number: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  } catch (error) {
    // Two first requests raced: the other one provisioned the user.
    if (isUniqueViolation(error)) {
      const raced = await repo.findUserBySub(db, token.sub);
      if (raced) return raced;
    }
    throw error;
  }
}

export async function getMe(db: Db, organisationId: string, userId: string): Promise<Me> {
  const user = await repo.findUserInOrganisation(db, organisationId, userId);
  if (!user) throw notFound('User not found');
  return toMe(user);
}

export async function updateMe(
  db: Db,
  organisationId: string,
  userId: string,
  body: UpdateMeBody,
): Promise<Me> {
  // The contract has checked both values (and upper-cased the referral code).
  if (body.referredBy !== undefined) {
    await repo.recordReferralInOrganisation(db, organisationId, userId, body.referredBy);
  }
  const changes = {
    ...(body.firstName !== undefined ? { first_name: body.firstName } : {}),
    ...(body.lastName !== undefined ? { last_name: body.lastName } : {}),
    ...(body.language !== undefined ? { language: body.language } : {}),
    ...(body.isOnboarded !== undefined ? { is_onboarded: body.isOnboarded } : {}),
    ...(body.phoneNumber !== undefined
      ? { phone_number: body.phoneNumber && normalizePhoneNumber(body.phoneNumber) }
      : {}),
  };
  if (Object.keys(changes).length === 0) return getMe(db, organisationId, userId);
  const user = await repo.updateUserInOrganisation(db, organisationId, userId, changes);
  if (!user) throw notFound('User not found');
  return toMe(user);
}

/** DELETE /users/:id: an OWNER removes another user of the same organisation. */
export async function deleteUser(
  db: Db,
  actor: { organisationId: string; userId: string; role: string },
  userId: string,
): Promise<void> {
  const target = await repo.findUserInOrganisation(db, actor.organisationId, userId);
  if (!target) throw notFound('User not found');
  if (actor.role !== 'OWNER') throw forbidden('Only an owner can remove users');
  if (target.id === actor.userId) throw forbidden('You cannot remove yourself');
  await repo.deleteUserInOrganisation(db, actor.organisationId, userId);
}
