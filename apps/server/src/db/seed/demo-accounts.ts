import type { Plan, Role } from '@lexio/api/contract';

/**
 * The demo accounts, shared by the local identity provider script (which creates them in
 * cognito-local) and the database seed (which creates their users and organisations), so the two
 * always agree. Every demo user signs in with DEMO_PASSWORD.
 */
export const DEMO_PASSWORD = 'Lexio-demo-2025!';

export interface DemoOrganisation {
  key: string;
  name: string;
  /** null: no subscription (the free-credits organisation). */
  plan: Plan | null;
  /** STANDARD is seeded on trial; the others on an active yearly plan. */
  onTrial: boolean;
  freeCreditsAvailable: boolean;
  freeChatRemaining: number;
  isOnboarded: boolean;
}

export interface DemoAccount {
  email: string;
  /** The identity provider's username (sign-in is by e-mail, an alias). */
  username: string;
  firstName: string;
  lastName: string;
  role: Role;
  organisation: DemoOrganisation['key'];
  isStaff: boolean;
  isOnboarded: boolean;
  language: 'it' | 'en' | 'fr';
}

export const demoOrganisations: readonly DemoOrganisation[] = [
  {
    key: 'standard',
    name: 'Studio Legale Standard (demo)',
    plan: 'STANDARD',
    onTrial: true,
    freeCreditsAvailable: false,
    freeChatRemaining: 0,
    isOnboarded: true,
  },
  {
    key: 'professional',
    name: 'Professional Advisors (demo)',
    plan: 'PROFESSIONAL',
    onTrial: false,
    freeCreditsAvailable: false,
    freeChatRemaining: 0,
    isOnboarded: true,
  },
  {
    key: 'enterprise',
    name: 'Enterprise Bank (demo)',
    plan: 'ENTERPRISE',
    onTrial: false,
    freeCreditsAvailable: false,
    freeChatRemaining: 0,
    isOnboarded: true,
  },
  {
    key: 'free',
    name: 'Free Credits (demo)',
    plan: null,
    onTrial: false,
    freeCreditsAvailable: true,
    freeChatRemaining: 10,
    isOnboarded: true,
  },
  // An owner who has not been through onboarding yet, to show that flow without signing up.
  {
    key: 'onboarding',
    name: 'New Firm (demo)',
    plan: 'STANDARD',
    onTrial: true,
    freeCreditsAvailable: false,
    freeChatRemaining: 0,
    isOnboarded: false,
  },
  {
    key: 'lexio',
    name: 'Lexio Support',
    plan: 'ENTERPRISE',
    onTrial: false,
    freeCreditsAvailable: false,
    freeChatRemaining: 0,
    isOnboarded: true,
  },
];

const account = (
  local: string,
  firstName: string,
  lastName: string,
  role: Role,
  organisation: string,
  extra: Partial<Pick<DemoAccount, 'isStaff' | 'isOnboarded' | 'language'>> = {},
): DemoAccount => ({
  email: `${local}@demo.lexio.local`,
  username: `demo_${local.replace(/\./g, '_')}`,
  firstName,
  lastName,
  role,
  organisation,
  isStaff: extra.isStaff ?? false,
  isOnboarded: extra.isOnboarded ?? true,
  language: extra.language ?? 'en',
});

export const demoAccounts: readonly DemoAccount[] = [
  account('owner.standard', 'Giulia', 'Bianchi', 'OWNER', 'standard', { language: 'it' }),
  account('member.standard', 'Marco', 'Rossi', 'MEMBER', 'standard', { language: 'it' }),
  account('owner.professional', 'Claire', 'Dubois', 'OWNER', 'professional', { language: 'fr' }),
  account('member.professional', 'Luc', 'Martin', 'MEMBER', 'professional', { language: 'fr' }),
  account('owner.enterprise', 'Emma', 'Clark', 'OWNER', 'enterprise'),
  account('member.enterprise', 'Oliver', 'Hughes', 'MEMBER', 'enterprise'),
  account('owner.free', 'Sara', 'Conti', 'OWNER', 'free', { language: 'it' }),
  account('owner.onboarding', 'Paolo', 'Neri', 'OWNER', 'onboarding', {
    isOnboarded: false,
    language: 'it',
  }),
  account('staff', 'Sam', 'Support', 'ADMIN', 'lexio', { isStaff: true }),
];
