/**
 * Who a token speaks for, across organisations: sign-in, first-sign-in provisioning and the lookups
 * of impersonation. The reviewed unscoped place (with ./repo.ts): nothing else queries users
 * without an OrganisationId.
 */
import type { Db } from '../../db';
import type { AuthUser, UserDirectory } from '../../lib/auth';
import { forbidden } from '../../lib/errors';
import type { IdentityAdmin } from '../../lib/identity-admin';
import { asOrganisationId, type OrganisationId } from '../../lib/tenancy';
import type { IdentityToken } from '../../lib/tokens';
import { recordAudit } from '../audit/service';
import type { UserRow } from '../users/tables';
import * as repo from './repo';

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

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
 *
 * A federated sign-in (Google through the identity provider: the token's `identities` claim) whose
 * verified e-mail belongs to a user who already has a subject (signed up with a password) becomes a
 * second identity of that user. A password identity never takes over a user who has one.
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
    throw forbidden(
      'Verify your e-mail address with the identity provider before signing in',
      'EMAIL_NOT_VERIFIED',
    );
  }
  const email = token.email.toLowerCase();

  const byEmail = await repo.findUserByEmail(db, email);
  if (byEmail) {
    if (byEmail.cognito_sub && byEmail.cognito_sub !== token.sub) {
      if (token.federatedProvider) {
        // The provider vouches for the e-mail (checked above): the same person, another way in.
        await repo.linkFederatedIdentity(db, byEmail.id, {
          sub: token.sub,
          provider: token.federatedProvider,
        });
        return (await repo.findUserBySub(db, token.sub)) ?? byEmail;
      }
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
    return await repo.provisionOwner(db, { sub: token.sub, email, ...names });
  } catch (error) {
    // Two first requests raced: the other one provisioned the user.
    if (isUniqueViolation(error)) {
      const raced = await repo.findUserBySub(db, token.sub);
      if (raced) return raced;
    }
    throw error;
  }
}

const toAuthUser = (user: UserRow): AuthUser => ({
  id: user.id,
  organisationId: user.organisation_id,
  role: user.role,
  email: user.email,
  isStaff: user.is_staff,
});

/** Any user by id, whatever their organisation: only for platform staff (impersonation). */
export async function findUserAcrossOrganisations(db: Db, userId: string) {
  const user = await repo.findUserById(db, userId);
  return user && toAuthUser(user);
}

/**
 * The organisation of the user with this e-mail, for the dev-only flag switch (PUT /dev/flags,
 * unauthenticated and never registered in production), which names its account by e-mail.
 */
export async function organisationOfEmail(
  db: Db,
  email: string,
): Promise<OrganisationId | undefined> {
  const user = await repo.findUserByEmail(db, email);
  return user && asOrganisationId(user.organisation_id);
}

/** The UserDirectory that authentication (lib/auth.ts) receives through AppDeps. */
export function createUserDirectory(
  db: Db,
  identityAdmin: IdentityAdmin | undefined,
): UserDirectory {
  return {
    resolveIdentity: async (token) =>
      toAuthUser(await resolveIdentityUser(db, token, identityAdmin)),
    findUserById: (userId) => findUserAcrossOrganisations(db, userId),
    recordImpersonationRequest: (actor, subject, request) =>
      recordAudit(db, {
        action: 'impersonation.request',
        actorUserId: actor.id,
        subject: { userId: subject.id, organisationId: subject.organisationId },
        detail: request,
      }),
  };
}
