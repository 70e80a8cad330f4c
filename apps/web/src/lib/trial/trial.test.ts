import { describe, expect, it } from 'vitest';

import { analyticsUserType, isTrialActive, lastTrialDay, trialDaysLeft } from './trial';

const now = Date.UTC(2026, 4, 10, 12, 0, 0);
const s = (ms: number) => ms / 1000;
const day = 24 * 60 * 60 * 1000;

describe('isTrialActive', () => {
  it.each([
    ['started yesterday, ends in 3 days', s(now - day), s(now + 3 * day), true],
    ['starts tomorrow', s(now + day), s(now + 3 * day), false],
    ['ended an hour ago', s(now - 10 * day), s(now - 3600_000), false],
    ['no dates', null, null, false],
  ])('%s -> %s', (_name, trialStart, trialEnd, expected) => {
    expect(isTrialActive({ trialStart, trialEnd }, now)).toBe(expected);
  });
});

describe('trialDaysLeft', () => {
  it.each([
    ['exactly 14 days', s(now + 14 * day), 14],
    ['13 days and an hour rounds up', s(now + 13 * day + 3600_000), 14],
    ['an hour left', s(now + 3600_000), 1],
    ['ended', s(now - day), 0],
    ['no end', null, 0],
  ])('%s -> %s', (_name, trialEnd, expected) => {
    expect(trialDaysLeft({ trialStart: null, trialEnd }, now)).toBe(expected);
  });
});

describe('lastTrialDay', () => {
  it('is the day before trialEnd', () => {
    const end = Date.UTC(2026, 4, 20, 0, 0, 0);
    expect(lastTrialDay({ trialStart: null, trialEnd: s(end) })?.toISOString()).toBe(
      '2026-05-19T00:00:00.000Z',
    );
    expect(lastTrialDay({ trialStart: null, trialEnd: null })).toBeNull();
  });
});

describe('analyticsUserType', () => {
  const plan = { plan: 'STANDARD', billingPeriod: 'MONTH' };
  it.each([
    ['no subscription', null, 'visitor'],
    ['no plan', { planActivated: null, trialStart: null, trialEnd: null }, 'visitor'],
    [
      'plan on an active trial',
      { planActivated: plan, trialStart: s(now - day), trialEnd: s(now + day) },
      'trial',
    ],
    [
      'plan after the trial',
      { planActivated: plan, trialStart: s(now - 20 * day), trialEnd: s(now - day) },
      'subscribed',
    ],
    ['plan without trial', { planActivated: plan, trialStart: null, trialEnd: null }, 'subscribed'],
  ] as const)('%s -> %s', (_name, subscription, expected) => {
    expect(analyticsUserType(subscription, now)).toBe(expected);
  });
});
