/*
 * Spec §4: onboarding is required when the role is OWNER, neither the organisation nor the user is
 * marked onboarded, and trial_cnf is not true.
 */
export function isOnboardingRequired(input: {
  role: string | null | undefined;
  userOnboarded: boolean | null | undefined;
  organisationOnboarded: boolean | null | undefined;
  trialCnf: boolean | null | undefined;
}): boolean {
  return (
    input.role === 'OWNER' &&
    input.userOnboarded !== true &&
    input.organisationOnboarded !== true &&
    input.trialCnf !== true
  );
}

/** The phone step shows only with the phone_onboarding flag on and no number on file yet. */
export function isPhoneStepRequired(
  phoneOnboarding: boolean,
  phoneNumber: string | null | undefined,
): boolean {
  return phoneOnboarding && !phoneNumber;
}
