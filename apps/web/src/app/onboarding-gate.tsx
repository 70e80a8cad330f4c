/*
 * Spec §2/§4: a logged-in OWNER whose organisation and user are not onboarded (and trial_cnf is not
 * on) sees the onboarding instead of the page. It loads on demand: most sessions never need it.
 */
import { lazy, type ReactNode, Suspense } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '../config/paths';
import { withMessages } from '../i18n/with-messages';
import { useFlags } from '../lib/flags/flags';
import { isOnboardingRequired, isPhoneStepRequired } from '../lib/onboarding-rule/onboarding-rule';
import { useSession } from '../lib/session/session-context';
import { PageLoader } from './guards';

const OnboardingScreen = lazy(
  withMessages(['onboarding', 'companyType'], () =>
    import('../features/onboarding/OnboardingScreen').then((module) => ({
      default: module.OnboardingScreen,
    })),
  ),
);

export function OnboardingGate({ children }: { children: ReactNode }) {
  const { me, organisation } = useSession();
  const { flags, ready } = useFlags();
  const navigate = useNavigate();
  if (!ready) return <PageLoader />;
  const required = isOnboardingRequired({
    role: me.role,
    userOnboarded: me.isOnboarded,
    organisationOnboarded: organisation.isOnboarded,
    trialCnf: flags.trial_cnf,
  });
  if (!required) return <>{children}</>;
  return (
    <Suspense fallback={<PageLoader />}>
      <OnboardingScreen
        phoneStepRequired={isPhoneStepRequired(flags.phone_onboarding, me.phoneNumber)}
        onCompleted={() => navigate(paths.assistant.root.to(), { replace: true })}
      />
    </Suspense>
  );
}
