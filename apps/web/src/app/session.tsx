/*
 * Loads what a signed-in page needs (me, organisation, subscription, then flags) and runs the
 * session-wide effects: the saved-language rule, the referral code of a new sign-up, telemetry and
 * the support chat's identity, inactivity tracking, and the end of an expired impersonation.
 */
import {
  helpQueries,
  isApiError,
  isUnauthorizedError,
  meQueries,
  NoAuthTokenError,
  organisationQueries,
  subscriptionQueries,
  useUpdateMe,
} from '@lexio/api';
import { useToast } from '@lexio/design-system';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  lazy,
  type ReactNode,
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

import { paths } from '../config/paths';
import { useLocale } from '../i18n/locale-provider';
import { withMessages } from '../i18n/with-messages';
import { startAnalytics, trackEvent } from '../lib/analytics/analytics';
import { reportSignInProblem } from '../lib/auth/amplify';
import { signedInPageShown, useAuth } from '../lib/auth/auth-context';
import { acknowledgeImpersonationExpiry, useImpersonation } from '../lib/auth/impersonation';
import { forgetPendingSignUp, pendingSignUpUsername } from '../lib/auth/pending-sign-up';
import { buildFlagContext } from '../lib/flags/flag-context';
import { FlagsProvider, useFlags, useFlagsEarly } from '../lib/flags/flags';
import { startInactivityTracker } from '../lib/inactivity/inactivity-tracker';
import { isOnboardingRequired } from '../lib/onboarding-rule/onboarding-rule';
import { type Session, SessionContext } from '../lib/session/session-context';
import { loadTagManager } from '../lib/telemetry/gtm';
import { readLocal, readSession, removeLocal } from '../lib/storage';
import { identifySupportChatUser, supportChatMode } from '../lib/support-chat/support-chat';
import { startSentry } from '../lib/telemetry/sentry';
import { analyticsUserType } from '../lib/trial/trial';
import { appMessages } from './app.messages';
import { PageLoader } from './guards';

// Shown at most once per tab, to free-credit users only: it loads when it opens.
const InactiveUserDialog = lazy(
  withMessages(['assistant'], () =>
    import('../features/inactivity/InactiveUserDialog').then((module) => ({
      default: module.InactiveUserDialog,
    })),
  ),
);

/**
 * Spec §4: a saved user language that differs from the interface language is saved to the user.
 * Tried once per interface language: a PATCH that keeps failing is not sent again until the user
 * picks another language. A staff member impersonating someone never changes that user's language.
 */
function useSavedLanguageSync(savedLanguage: string, impersonating: boolean) {
  const { locale } = useLocale();
  const { mutate: saveLanguage } = useUpdateMe();
  const attempted = useRef<string | null>(null);
  useEffect(() => {
    if (savedLanguage === locale) {
      attempted.current = null;
      return;
    }
    if (impersonating || attempted.current === locale) return;
    attempted.current = locale;
    saveLanguage({ language: locale });
  }, [savedLanguage, locale, impersonating, saveLanguage]);
}

/**
 * Spec §4: the referral code kept at sign-up (referredBy) is sent to the new user once, at the
 * first sign-in of the account this browser signed up, then cleared. It stays for the next sign-in
 * only when the server could not be reached; a refused code (4xx) is not sent again.
 */
function useReferralAfterSignUp(me: Session['me'], impersonating: boolean) {
  const { mutate: saveReferral } = useUpdateMe();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || impersonating || !pendingSignUpUsername(me.email)) return;
    done.current = true;
    const referredBy = readLocal('referredBy');
    const consumed = () => {
      removeLocal('referredBy');
      forgetPendingSignUp();
    };
    if (!referredBy || me.referredBy) {
      // Nothing to send, or the account already has its referral code (the first one stays).
      consumed();
      return;
    }
    saveReferral(
      { referredBy },
      {
        onSuccess: () => {
          consumed();
          trackEvent('signup_referral_used', { referred_by: referredBy });
        },
        onError: (error) => {
          console.error('Failed to save the referral code', error);
          if (isApiError(error) && error.status >= 400 && error.status < 500) consumed();
        },
      },
    );
  }, [me.email, me.referredBy, impersonating, saveReferral]);
}

/**
 * The support chat's identity (spec §7 GET /help/me, fresh for 1 hour): fetched only when the chat
 * is live (production with a vendor) and only while signed in as oneself, and handed to the widget,
 * which loads then.
 */
function useSupportChatIdentity(email: string, impersonating: boolean) {
  const live = supportChatMode() === 'live' && !impersonating;
  const help = useQuery(helpQueries.detail({ loggedIn: live }));
  const token = live ? help.data?.token : undefined;
  useEffect(() => {
    if (token) identifySupportChatUser({ email, token });
  }, [email, token]);
}

function SessionEffects({ session }: { session: Session }) {
  const { me, organisation, subscription } = session;
  const { flags, ready: flagsReady } = useFlags();
  const impersonating = useImpersonation().active;

  useSavedLanguageSync(me.language, impersonating);
  useReferralAfterSignUp(me, impersonating);
  useSupportChatIdentity(me.email, impersonating);

  // Telemetry starts once user, organisation and subscription are all loaded.
  useEffect(() => {
    startAnalytics({
      userId: me.userId,
      email: me.email,
      organisationId: organisation.organisationId,
      userType: analyticsUserType(subscription),
    });
    loadTagManager();
    startSentry({ id: me.userId, email: me.email }).catch((error: unknown) =>
      console.error('Failed to start error reporting', error),
    );
  }, [me.userId, me.email, organisation.organisationId, subscription]);

  const onboarding = isOnboardingRequired({
    role: me.role,
    userOnboarded: me.isOnboarded,
    organisationOnboarded: organisation.isOnboarded,
    trialCnf: flags.trial_cnf,
  });
  // Free-credit users are tracked once onboarded; the first time they go inactive in this tab they
  // get the inactive-user dialog, and tracking ends for the tab (session storage says so).
  const trackInactivity =
    flagsReady &&
    !onboarding &&
    organisation.freeCreditsAvailable &&
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
        freeChatRemaining={organisation.freeChatRemaining}
        onClose={() => setInactiveDialog(false)}
      />
    </Suspense>
  );
}

/**
 * The impersonation token was refused (it lives 15 minutes): the client has dropped it. Everything
 * cached belongs to the impersonated user, so it is reset and reloaded as the staff member, who is
 * told why and taken to the assistant, as "stop impersonating" does.
 */
function ImpersonationExpiry({ pending }: { pending: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    if (!pending) return;
    // Reset first: the reads that failed with the expired token lose their error before the
    // session stops waiting for them.
    void queryClient.resetQueries();
    acknowledgeImpersonationExpiry();
    toast.show({ type: 'info', message: intl.formatMessage(appMessages.impersonationExpired) });
    navigate(paths.assistant.root.to(), { replace: true });
  }, [pending, queryClient, toast, intl, navigate]);
  return null;
}

/**
 * Our server refused the identity that signed in: a Google e-mail that Google has not verified links
 * to no account and creates none. The user is signed out, and the sign-in page says why.
 */
function RefusedIdentity() {
  const { signOut } = useAuth();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    reportSignInProblem('emailNotVerified');
    void signOut();
  }, [signOut]);
  return <PageLoader />;
}

/** Renders children once the session's reads are in; errors go to the route error screen. */
export function SignedInSession({ children }: { children: ReactNode }) {
  const me = useQuery(meQueries.detail({ loggedIn: true }));
  const organisation = useQuery(organisationQueries.detail({ loggedIn: true }));
  const subscription = useQuery(subscriptionQueries.detail({ loggedIn: true }));
  useFlagsEarly();
  const { expiryPending } = useImpersonation();

  // The session (and with it the shell and the page, a few hundred components) renders in a
  // transition, which React runs in slices between the browser's frames: the reads' own update
  // would render it all in one long task.
  const session = useDeferredValue(
    useMemo<Session | null>(
      () =>
        me.data && organisation.data && subscription.data
          ? { me: me.data, organisation: organisation.data, subscription: subscription.data }
          : null,
      [me.data, organisation.data, subscription.data],
    ),
  );

  const error = me.error ?? organisation.error ?? subscription.error;
  // No token: the client is already signing out, and the guard will take the user to sign-in.
  // A refused impersonation token: the session reloads as the staff member (ImpersonationExpiry).
  const recovering = expiryPending && isUnauthorizedError(error);
  if (!session && isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED') {
    return <RefusedIdentity />;
  }
  if (error && !(error instanceof NoAuthTokenError) && !recovering && !session) throw error;
  if (!session) {
    return (
      <>
        <ImpersonationExpiry pending={expiryPending} />
        <PageLoader />
      </>
    );
  }

  return (
    <SessionContext value={session}>
      <ImpersonationExpiry pending={expiryPending} />
      <FlagsProvider
        context={buildFlagContext(session.me, session.organisation, session.subscription)}
      >
        <SessionEffects session={session} />
        {children}
      </FlagsProvider>
    </SessionContext>
  );
}

/** How long after the page's first paint what it did not need starts to load. */
const AFTER_PAINT_MS = 1000;

/**
 * Placed after the page: a second after the page has committed and painted, once the browser is
 * idle, what the page did not need may load (the identity library: a dozen files). Not sooner:
 * the browser reports a paint a frame or more after it happened, and the page's own late content
 * (its texts, images) goes first on a slow phone.
 */
export function SignedInPageShown() {
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (typeof requestIdleCallback === 'function') {
          idle = requestIdleCallback(signedInPageShown, { timeout: 1000 });
        } else {
          signedInPageShown();
        }
      }, AFTER_PAINT_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (idle !== undefined) cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, []);
  return null;
}
