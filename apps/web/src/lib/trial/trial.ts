/*
 * Trial arithmetic of spec §4. trialStart and trialEnd arrive in seconds; `now` is injectable so
 * the rules can be tested at fixed instants.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export interface TrialWindow {
  trialStart: number | null;
  trialEnd: number | null;
}

/** A trial is active when it started in the past and ends in the future. */
export function isTrialActive(
  { trialStart, trialEnd }: TrialWindow,
  now: number = Date.now(),
): boolean {
  if (trialStart === null || trialEnd === null) return false;
  return trialStart * 1000 <= now && now < trialEnd * 1000;
}

/** Whole days from now to the end of the trial (0 once it has ended). */
export function trialDaysLeft({ trialEnd }: TrialWindow, now: number = Date.now()): number {
  if (trialEnd === null) return 0;
  return Math.max(0, Math.ceil((trialEnd * 1000 - now) / DAY_MS));
}

/** The last day of the trial is the day before trialEnd. */
export function lastTrialDay({ trialEnd }: TrialWindow): Date | null {
  if (trialEnd === null) return null;
  return new Date(trialEnd * 1000 - DAY_MS);
}

export type AnalyticsUserType = 'visitor' | 'trial' | 'subscribed';

/** visitor: no plan; trial: a plan and an active trial; subscribed: a plan, not trialing. */
export function analyticsUserType(
  subscription: ({ planActivated: unknown } & TrialWindow) | null | undefined,
  now: number = Date.now(),
): AnalyticsUserType {
  if (!subscription?.planActivated) return 'visitor';
  return isTrialActive(subscription, now) ? 'trial' : 'subscribed';
}
