import { Outlet } from 'react-router';

import { AppShell } from '../../features/shell/AppShell';
import { QueryProvider } from '../../lib/query-provider';
import { ComponentTexts } from '../component-texts';
import { RequireLogin } from '../guards';
import { OnboardingGate } from '../onboarding-gate';
import { SignedInPageShown, SignedInSession } from '../session';

/** Private routes: login required, session loaded, onboarding first when due, inside the shell. */
export function Component() {
  return (
    <RequireLogin>
      <QueryProvider>
        <SignedInSession>
          <OnboardingGate>
            <ComponentTexts>
              <AppShell>
                <Outlet />
                <SignedInPageShown />
              </AppShell>
            </ComponentTexts>
          </OnboardingGate>
        </SignedInSession>
      </QueryProvider>
    </RequireLogin>
  );
}
