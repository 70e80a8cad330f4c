import type { ImpersonateReply } from '@lexio/api/contract';

import type { Db } from '../../db';
import type { Principal } from '../../lib/auth';
import { forbidden, notFound } from '../../lib/errors';
import type { TokenService } from '../../lib/tokens';
import { recordAudit } from '../audit/service';
import { findUserAcrossOrganisations } from '../identity/service';

/**
 * GET /impersonate?userId: platform staff get a short-lived token to act as that user, and the
 * audit log records it (each use of the token is recorded by authentication).
 */
export async function impersonate(
  deps: { db: Db; tokens: TokenService },
  principal: Principal,
  userId: string,
): Promise<ImpersonateReply> {
  if (!principal.isStaff) throw forbidden('Only support staff can impersonate');
  if (userId === principal.userId) throw forbidden('You cannot impersonate yourself');
  // Staff act across organisations: the target is looked up by id alone (modules/identity).
  const target = await findUserAcrossOrganisations(deps.db, userId);
  if (!target) throw notFound('User not found');
  const { token, expiresAt } = await deps.tokens.issueImpersonation(target.id, principal.userId);
  await recordAudit(deps.db, {
    action: 'impersonation.issue',
    actorUserId: principal.userId,
    subject: { userId: target.id, organisationId: target.organisationId },
    detail: { expiresAt: expiresAt.toISOString() },
  });
  return { token, expiresAt: expiresAt.toISOString() };
}
