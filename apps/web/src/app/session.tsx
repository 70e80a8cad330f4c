/*
 * Loads what a signed-in page needs (me, organization, subscription, then flags) and runs the
 * session-wide effects: the saved-language rule, telemetry start, inactivity tracking.
 */
import {
  meQueries,
  NoAuthTokenError,
  organizationQueries,
  subscriptionQueries,
  useUpdateMe,
} from '@lexio/api';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';

import { useLocale } from '../i18n/locale-provider';
import { withMessages } from '../i18n/with-messages';
import { startAnalytics } from '../lib/analytics/analytics';
import { buildFlagContext } from '../lib/flags/flag-context';
import { FlagsProvider, useFlags } from '../lib/flags/flags';
import { startInactivityTracker } from '../lib/inactivity/inactivity-tracker';
import { isOnboardingRequired } from '../lib/onboarding-rule/onboarding-rule';
import { type Session, SessionContext } from '../lib/session/session-context';
import { loadTagManager } from '../lib/telemetry/gtm';
import { readSession } from '../lib/storage';
import { startSentry } from '../lib/telemetry/sentry';
import { analyticsUserType } from '../lib/trial/trial';
import { PageLoader } from './guards';

// Shown at most once per tab, to free-credit users only: it loads when it opens.
const InactiveUserDialog = lazy(
  withMessages(['assistant'], () =>
    import('../features/inactivity/InactiveUserDialog').then((module) => ({
      default: module.InactiveUserDialog,
    })),
  ),
);

function SessionEffects({ session }: { session: Session }) {
  const { me, organization, subscription } = session;
  const { locale } = useLocale();
  const updateMe = useUpdateMe();
  const { flags, ready: flagsReady } = useFlags();
  const syncing = useRef<string | null>(null);

  // Spec §4: a saved user language that differs from the interface language is saved to the user.
  useEffect(() => {
    if (me.language === locale || syncing.current === locale) return;
    syncing.current = locale;
    updateMe.mutate({ language: locale }, { onSettled: () => (syncing.current = null) });
  }, [me.language, locale, updateMe]);

  // Telemetry starts once user, organization and subscription are all loaded.
  useEffect(() => {
    startAnalytics({
      userId: me.userId,
      email: me.email,
      organisationId: organization.organisationId,
      userType: analyticsUserType(subscription),
    });
    loadTagManager();
    startSentry({ id: me.userId, email: me.email }).catch((error: unknown) =>
      console.error('Failed to start error reporting', error),
    );
  }, [me.userId, me.email, organization.organisationId, subscription]);

  const onboarding = isOnboardingRequired({
    role: me.role,
    userOnboarded: me.isOnboarded,
    organizationOnboarded: organization.isOnboarded,
    trialCnf: flags.trial_cnf,
  });
  // Free-credit users are tracked once onboarded; the first time they go inactive in this tab they
  // get the inactive-user dialog, and tracking ends for the tab (session storage says so).
  const trackInactivity =
    flagsReady &&
    !onboarding &&
    organization.freeCreditsAvailable &&
    readSession('tracking') !== false;
  const [inactiveDialog, setInactiveDialog] = useState(false);
  useEffect(() => {
    if (!trackInactivity) return;
    const tracker = startInactivityTracker({
      onChange: (inactive) => {
        if (!inactive) return;
        tracker.stop();
        setInactiveDialog(true);
      },
    });
    return () => tracker.stop();
  }, [trackInactivity]);

  if (!inactiveDialog) return null;
  return (
    <Suspense fallback={null}>
      <InactiveUserDialog
        open
        freeChatRemaining={organization.freeChatRemaining}
        onClose={() => setInactiveDialog(false)}
      />
    </Suspense>
  );
}

/** Renders children once the session's reads are in; errors go to the route error screen. */
export function SignedInSession({ children }: { children: ReactNode }) {
  const me = useQuery(meQueries.detail({ loggedIn: true }));
  const organization = useQuery(organizationQueries.detail({ loggedIn: true }));
  const subscription = useQuery(subscriptionQueries.detail({ loggedIn: true }));

  const session = useMemo<Session | null>(
    () =>
      me.data && organization.data && subscription.data
        ? { me: me.data, organization: organization.data, subscription: subscription.data }
        : null,
    [me.data, organization.data, subscription.data],
  );

  const error = me.error ?? organization.error ?? subscription.error;
  // No token: the client is already signing out, and the guard will take the user to sign-in.
  if (error && !(error instanceof NoAuthTokenError) && !session) throw error;
  if (!session) return <PageLoader />;

  return (
    <SessionContext value={session}>
      <FlagsProvider
        context={buildFlagContext(session.me, session.organization, session.subscription)}
      >
        <SessionEffects session={session} />
        {children}
      </FlagsProvider>
    </SessionContext>
  );
}
