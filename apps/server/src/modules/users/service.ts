import { normalizePhoneNumber, type Me, type UpdateMeBody } from '@lexio/api/contract';

import type { Db } from '../../db';
import { forbidden, notFound } from '../../lib/errors';
import type { OrganisationId } from '../../lib/tenancy';
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

export async function getMe(db: Db, organisationId: OrganisationId, userId: string): Promise<Me> {
  const user = await repo.findUserInOrganisation(db, organisationId, userId);
  if (!user) throw notFound('User not found');
  return toMe(user);
}

export async function updateMe(
  db: Db,
  organisationId: OrganisationId,
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
  actor: { organisationId: OrganisationId; userId: string; role: string },
  userId: string,
): Promise<void> {
  const target = await repo.findUserInOrganisation(db, actor.organisationId, userId);
  if (!target) throw notFound('User not found');
  if (actor.role !== 'OWNER') throw forbidden('Only an owner can remove users');
  if (target.id === actor.userId) throw forbidden('You cannot remove yourself');
  await repo.deleteUserInOrganisation(db, actor.organisationId, userId);
}
