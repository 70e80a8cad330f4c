import type { Organisation } from '../contract/organisations';
import type { Subscription } from '../contract/subscription';
import type { Me } from '../contract/users';

export const meFixture: Me = {
  userId: 'u-owner',
  email: 'owner@studio-rossi.it',
  firstName: 'Giulia',
  lastName: 'Rossi',
  role: 'OWNER',
  createdAt: '2026-01-10T09:00:00.000Z',
  isOnboarded: false,
  language: 'it',
  phoneNumber: null,
  isStaff: false,
};

export const organisationFixture: Organisation = {
  organisationId: 'o-rossi',
  name: 'Studio Rossi',
  companyType: null,
  isOnboarded: false,
  freeChatRemaining: 0,
  freeCreditsAvailable: false,
  createdAt: '2026-01-10T09:00:00.000Z',
};

export const subscriptionFixture: Subscription = {
  planActivated: { plan: 'STANDARD', billingPeriod: 'MONTH' },
  status: 'trialing',
  internalNormativeId: null,
  trialStart: 1_767_000_000,
  trialEnd: 1_768_209_600,
};
