import { Outlet } from 'react-router';

import { AppShell } from '../../features/shell/AppShell';
import { useAuth } from '../../lib/auth/auth-context';
import { QueryProvider } from '../../lib/query-provider';
import { ComponentTexts } from '../component-texts';
import { PageLoader } from '../guards';
import { OnboardingGate } from '../onboarding-gate';
import { SignedInSession } from '../session';

/** Routes open to everyone ("either", or no public flag): the shell, with the session when signed in. */
export function Component() {
  const auth = useAuth();
  if (!auth.ready) return <PageLoader />;
  return (
    <QueryProvider>
      {auth.logged ? (
        <SignedInSession>
          <OnboardingGate>
            <ComponentTexts>
              <AppShell>
                <Outlet />
              </AppShell>
            </ComponentTexts>
          </OnboardingGate>
        </SignedInSession>
      ) : (
        <ComponentTexts>
          <AppShell>
            <Outlet />
          </AppShell>
        </ComponentTexts>
      )}
    </QueryProvider>
  );
}
