import { describe, expect, it } from 'vitest';

import { isOnboardingRequired, isPhoneStepRequired } from './onboarding-rule';

describe('isOnboardingRequired', () => {
  it.each([
    ['a new owner', 'OWNER', false, false, false, true],
    ['trial_cnf unknown counts as not true', 'OWNER', false, false, undefined, true],
    ['a member', 'MEMBER', false, false, false, false],
    ['an admin', 'ADMIN', false, false, false, false],
    ['an onboarded organisation', 'OWNER', false, true, false, false],
    ['an onboarded user', 'OWNER', true, false, false, false],
    ['trial_cnf on', 'OWNER', false, false, true, false],
    ['no role yet', undefined, false, false, false, false],
  ])('%s -> %s', (_name, role, userOnboarded, organisationOnboarded, trialCnf, expected) => {
    expect(isOnboardingRequired({ role, userOnboarded, organisationOnboarded, trialCnf })).toBe(
      expected,
    );
  });
});

describe('isPhoneStepRequired', () => {
  it.each([
    [true, null, true],
    [true, '', true],
    [true, '+393331234567', false],
    [false, null, false],
  ])('flag %s, phone %s -> %s', (flag, phone, expected) => {
    expect(isPhoneStepRequired(flag, phone)).toBe(expected);
  });
});
