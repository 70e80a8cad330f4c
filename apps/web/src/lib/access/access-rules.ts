/*
 * Access rules of spec §5 and §6: content can be limited by free-credit availability, by whether a
 * plan is subscribed, by role, by plan and by subscription status. Every rule left undefined
 * allows everything; a status list containing null allows "no status".
 */
export type Role = 'OWNER' | 'ADMIN' | 'MEMBER';
export type Plan = 'STANDARD' | 'PROFESSIONAL' | 'ENTERPRISE';

export interface AccessSubject {
  role: Role | null;
  plan: Plan | null;
  status: string | null;
  freeCreditsAvailable: boolean;
}

export interface AccessRule {
  /** true: only organisations with free credits; false: only those without. */
  freeCredits?: boolean;
  /** true: a plan must be active; false: no plan must be active. */
  subscribed?: boolean;
  roles?: readonly Role[];
  plans?: readonly Plan[];
  /** Allowed subscription statuses; null in the list means "the status must be null". */
  statuses?: readonly (string | null)[];
}

export function canAccess(subject: AccessSubject, rule: AccessRule): boolean {
  if (rule.freeCredits !== undefined && subject.freeCreditsAvailable !== rule.freeCredits)
    return false;
  if (rule.subscribed !== undefined && (subject.plan !== null) !== rule.subscribed) return false;
  if (rule.roles && (subject.role === null || !rule.roles.includes(subject.role))) return false;
  if (rule.plans && (subject.plan === null || !rule.plans.includes(subject.plan))) return false;
  if (rule.statuses && !rule.statuses.includes(subject.status)) return false;
  return true;
}

/** ENTERPRISE unlocks the internal normative workspace. */
export const internalNormativeRule: AccessRule = { plans: ['ENTERPRISE'] };

export function canUseInternalNormative(subject: AccessSubject): boolean {
  return canAccess(subject, internalNormativeRule);
}

/** Builds the subject from the three reads the app keeps (me, organisation, subscription). */
export function accessSubjectOf(
  me: { role: Role } | null | undefined,
  organisation: { freeCreditsAvailable: boolean } | null | undefined,
  subscription: { planActivated: { plan: Plan } | null; status: string | null } | null | undefined,
): AccessSubject {
  return {
    role: me?.role ?? null,
    plan: subscription?.planActivated?.plan ?? null,
    status: subscription?.status ?? null,
    freeCreditsAvailable: organisation?.freeCreditsAvailable ?? false,
  };
}
