import { describe, expect, it } from 'vitest';

import {
  type AccessRule,
  type AccessSubject,
  accessSubjectOf,
  canAccess,
  canUseInternalNormative,
} from './access-rules';

const owner: AccessSubject = {
  role: 'OWNER',
  plan: 'PROFESSIONAL',
  status: 'active',
  freeCreditsAvailable: false,
};
const freeMember: AccessSubject = {
  role: 'MEMBER',
  plan: null,
  status: null,
  freeCreditsAvailable: true,
};

describe('canAccess', () => {
  it.each<[string, AccessSubject, AccessRule, boolean]>([
    ['an empty rule allows everyone', freeMember, {}, true],
    ['free-credits rule allows free-credit users', freeMember, { freeCredits: true }, true],
    ['free-credits rule refuses others', owner, { freeCredits: true }, false],
    ['subscribed rule allows a plan', owner, { subscribed: true }, true],
    ['subscribed rule refuses no plan', freeMember, { subscribed: true }, false],
    ['not-subscribed rule refuses a plan', owner, { subscribed: false }, false],
    ['role list allows a listed role', owner, { roles: ['OWNER', 'ADMIN'] }, true],
    ['role list refuses another role', freeMember, { roles: ['OWNER'] }, false],
    ['plan list allows a listed plan', owner, { plans: ['PROFESSIONAL'] }, true],
    ['plan list refuses no plan', freeMember, { plans: ['STANDARD'] }, false],
    ['status list allows a listed status', owner, { statuses: ['active', 'trialing'] }, true],
    ['status list refuses another status', owner, { statuses: ['trialing'] }, false],
    ['null in the status list allows a null status', freeMember, { statuses: [null] }, true],
    ['null in the status list requires null', owner, { statuses: [null] }, false],
    ['every rule must hold', owner, { roles: ['OWNER'], plans: ['ENTERPRISE'] }, false],
  ])('%s', (_name, subject, rule, expected) => {
    expect(canAccess(subject, rule)).toBe(expected);
  });
});

describe('internal normative', () => {
  it.each([
    ['ENTERPRISE', true],
    ['PROFESSIONAL', false],
    ['STANDARD', false],
    [null, false],
  ] as const)('plan %s -> %s', (plan, expected) => {
    expect(canUseInternalNormative({ ...owner, plan })).toBe(expected);
  });
});

describe('accessSubjectOf', () => {
  it('reads role, plan, status and free credits from the three reads', () => {
    expect(
      accessSubjectOf(
        { role: 'ADMIN' },
        { freeCreditsAvailable: true },
        { planActivated: { plan: 'STANDARD' }, status: 'trialing' },
      ),
    ).toEqual({ role: 'ADMIN', plan: 'STANDARD', status: 'trialing', freeCreditsAvailable: true });
    expect(accessSubjectOf(undefined, undefined, { planActivated: null, status: null })).toEqual({
      role: null,
      plan: null,
      status: null,
      freeCreditsAvailable: false,
    });
  });
});
