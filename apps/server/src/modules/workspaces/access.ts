/**
 * Who may use a workspace: the organisation's plan and limits, and the workspace of an id (the
 * internal normative one on ENTERPRISE only). Apart from the service so that another module's
 * service (the assistant's workspace hook, library/grounding.ts) can check access without
 * importing the workspaces service, which imports the assistant's.
 */
import type { Plan } from '@lexio/api/contract';

import type { Db } from '../../db';
import type { Principal } from '../../lib/auth';
import { forbidden, notFound } from '../../lib/errors';
import * as subscriptionRepo from '../subscription/repo';
import { limitsOf, type PlanLimits } from './plan-limits';
import * as repo from './repo';
import type { WorkspaceWithCounts } from './repo';

/** Subscription statuses in which an organisation may add workspaces and files. */
const WRITABLE_STATUSES = new Set(['active', 'trialing']);

export interface WorkspaceAccess {
  plan: Plan | null;
  limits: PlanLimits;
  /** The subscription allows adding (active or trialing). */
  writable: boolean;
  internalNormativeId: string | null;
}

export async function accessOf(db: Db, principal: Principal): Promise<WorkspaceAccess> {
  const subscription = await subscriptionRepo.findSubscription(db, principal.organisationId);
  const plan = subscription?.plan ?? null;
  return {
    plan,
    limits: limitsOf(plan),
    writable: subscription !== undefined && WRITABLE_STATUSES.has(subscription.status ?? ''),
    internalNormativeId: subscription?.internal_normative_id ?? null,
  };
}

const workspaceNotFound = () => notFound('Workspace not found');
const internalNormativeForbidden = () =>
  forbidden(
    'The internal normative workspace is available on the ENTERPRISE plan only',
    'ENTERPRISE_REQUIRED',
  );

export interface ResolvedWorkspace {
  row: WorkspaceWithCounts;
  access: WorkspaceAccess;
}

/**
 * The caller's organisation's workspace by its id, or by the subscription's internalNormativeId
 * (the internal normative workspace, created on first use). The internal normative workspace
 * answers 403 to any plan but ENTERPRISE; another organisation's workspace answers 404.
 */
export async function resolveWorkspace(
  db: Db,
  principal: Principal,
  id: string,
): Promise<ResolvedWorkspace> {
  const access = await accessOf(db, principal);
  let row = await repo.findWorkspace(db, principal.organisationId, id);
  if (!row && access.internalNormativeId !== null && id === access.internalNormativeId) {
    if (!access.limits.internalNormative) throw internalNormativeForbidden();
    await repo.ensureInternalNormative(db, principal.organisationId, 'Internal normative');
    row = await repo.findInternalNormative(db, principal.organisationId);
  }
  if (!row) throw workspaceNotFound();
  if (row.kind === 'internal_normative' && !access.limits.internalNormative) {
    throw internalNormativeForbidden();
  }
  return { row, access };
}
