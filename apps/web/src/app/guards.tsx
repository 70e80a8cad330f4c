/*
 * Route guard of spec §2. Public routes send a logged-in user on (to the stored return-to URL or
 * /assistant). Private routes wait for auth to be ready; a logged-out visitor's address is stored as
 * authReturnUrl before going to /auth/login (not after a deliberate sign-out). While the state is
 * unknown a loader shows. A return URL remembered after another account signed out here is not
 * followed: it would carry that account's page into this one.
 */
import { Loader } from '@lexio/design-system';
import { type ReactNode, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation, useNavigate } from 'react-router';

import { paths } from '../config/paths';
import { useAuth } from '../lib/auth/auth-context';
import { consumeLocal, readLocal, removeLocal, writeLocal } from '../lib/storage';
import { appMessages } from './app.messages';

export function PageLoader() {
  const intl = useIntl();
  return <Loader label={intl.formatMessage(appMessages.loading)} />;
}

/** Only same-origin paths are followed after sign-in, never another site. */
export function isSafeReturnUrl(url: string | null): url is string {
  return (
    typeof url === 'string' &&
    url.startsWith('/') &&
    !url.startsWith('//') &&
    !url.startsWith('/auth/')
  );
}

/**
 * Whether a stored return URL may be followed by the user who signed in: not when it was
 * remembered after another account signed out in this browser (Back after a sign-out).
 */
export function returnUrlBelongsTo(userId: string, signedOutUserId: string | null): boolean {
  return signedOutUserId === null || signedOutUserId === userId;
}

function AfterSignIn() {
  const navigate = useNavigate();
  const { authUserInfo } = useAuth();
  const done = useRef(false);
  const signedOutUserId = readLocal('signedOutUserId');
  // The user's id arrives just after the signed-in event; the owner check needs it.
  const waiting = signedOutUserId !== null && !authUserInfo;
  useEffect(() => {
    if (done.current || waiting) return;
    done.current = true;
    const stored = consumeLocal('authReturnUrl');
    removeLocal('signedOutUserId');
    const follow =
      isSafeReturnUrl(stored) &&
      (!authUserInfo || returnUrlBelongsTo(authUserInfo.userId, signedOutUserId));
    navigate(follow ? stored : paths.assistant.root.to(), { replace: true });
  }, [navigate, waiting, authUserInfo, signedOutUserId]);
  return <PageLoader />;
}

export function PublicOnlyGuard() {
  const auth = useAuth();
  if (!auth.ready) return <PageLoader />;
  if (auth.logged) return <AfterSignIn />;
  return <Outlet />;
}

function ToLogin({ remember }: { remember: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (remember)
      writeLocal('authReturnUrl', `${location.pathname}${location.search}${location.hash}`);
    navigate(paths.auth.login.to(), { replace: true });
  }, [navigate, location, remember]);
  return <PageLoader />;
}

/** Renders children only for a signed-in user. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (!auth.ready) return <PageLoader />;
  if (!auth.logged) return <ToLogin remember={!auth.signedOutByUser} />;
  return <>{children}</>;
}
