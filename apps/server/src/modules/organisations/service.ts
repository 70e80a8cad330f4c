import type { Organization, UpdateOrganizationBody } from '@lexio/api/contract';

import type { Db } from '../../db';
import { forbidden, notFound } from '../../lib/errors';
import type { Principal } from '../../lib/auth';
import * as repo from './repo';
import type { OrganisationRow } from './tables';

export function toOrganization(row: OrganisationRow): Organization {
  return {
    organisationId: row.id,
    name: row.name,
    companyType: row.company_type,
    isOnboarded: row.is_onboarded,
    freeChatRemaining: row.free_chat_remaining,
    freeCreditsAvailable: row.free_credits_available,
    createdAt: row.created_at.toISOString(),
  };
}

export async function getOrganisation(db: Db, organisationId: string): Promise<Organization> {
  const row = await repo.findOrganisation(db, organisationId);
  if (!row) throw notFound('Organisation not found');
  return toOrganization(row);
}

/** Owners and admins edit the organisation (onboarding is an owner's step). */
export async function updateOrganisation(
  db: Db,
  principal: Principal,
  body: UpdateOrganizationBody,
): Promise<Organization> {
  if (principal.role === 'MEMBER')
    throw forbidden('Only an owner or admin can change the organisation');
  const changes = {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.companyType !== undefined ? { company_type: body.companyType } : {}),
    ...(body.isOnboarded !== undefined ? { is_onboarded: body.isOnboarded } : {}),
  };
  if (Object.keys(changes).length === 0) return getOrganisation(db, principal.organisationId);
  const row = await repo.updateOrganisation(db, principal.organisationId, changes);
  if (!row) throw notFound('Organisation not found');
  return toOrganization(row);
}
