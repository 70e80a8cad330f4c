import type { Organisation, UpdateOrganisationBody } from '@lexio/api/contract';

import type { Db } from '../../db';
import type { Principal } from '../../lib/auth';
import { forbidden, notFound } from '../../lib/errors';
import type { OrganisationId } from '../../lib/tenancy';
import * as repo from './repo';
import type { OrganisationRow } from './tables';

export function toOrganisation(row: OrganisationRow): Organisation {
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

export async function getOrganisation(
  db: Db,
  organisationId: OrganisationId,
): Promise<Organisation> {
  const row = await repo.findOrganisation(db, organisationId);
  if (!row) throw notFound('Organisation not found');
  return toOrganisation(row);
}

/** Owners and admins edit the organisation (onboarding is an owner's step). */
export async function updateOrganisation(
  db: Db,
  principal: Principal,
  body: UpdateOrganisationBody,
): Promise<Organisation> {
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
  return toOrganisation(row);
}
