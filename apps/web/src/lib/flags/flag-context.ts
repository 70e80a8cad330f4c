/*
 * The feature-flag multi-context of spec §3: user (id, key = email), organization
 * (key = organisationId) and plan (key = plan, or '_NOT_SUBSCRIBED_'). `organization` is the
 * context kind the flag service knows (data, not our identifier), so it keeps that spelling.
 */
export const NOT_SUBSCRIBED = '_NOT_SUBSCRIBED_';

export interface FlagMultiContext {
  kind: 'multi';
  user: { key: string; id: string };
  organization: { key: string };
  plan: { key: string };
}

export function buildFlagContext(
  me: { userId: string; email: string },
  organisation: { organisationId: string },
  subscription: { planActivated: { plan: string } | null } | null | undefined,
): FlagMultiContext {
  return {
    kind: 'multi',
    user: { key: me.email, id: me.userId },
    organization: { key: organisation.organisationId },
    plan: { key: subscription?.planActivated?.plan ?? NOT_SUBSCRIBED },
  };
}
