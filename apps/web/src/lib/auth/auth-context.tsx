/*
 * Auth state of spec §4: not ready, then ready and logged out or ready and logged in. The identity
 * library's events signedIn / signInWithRedirect set logged; signedOut clears it. At start the state
 * is logged if a session exists; a failed session lookup is logged and followed by a sign-out.
 */
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

import { removeLocal, writeLocal } from '../storage';
import { forgetSupportChatUser } from '../support-chat/support-chat';
import { clearSignInProblem, mayHaveStoredSession, onAuthHubEvent } from './amplify';
import {
  type AuthUserInfo,
  loadAuthUserInfo,
  signOutOfIdentityProvider,
  storedAuthUserInfo,
} from './auth-actions';
import { stopImpersonation } from './impersonation';

export interface AuthState {
  /** False until the app knows whether someone is signed in. */
  ready: boolean;
  logged: boolean;
  authUserInfo: AuthUserInfo | null;
  /**
   * True for the render in which the user signs out on purpose: the redirect to sign-in it causes
   * keeps no return-to URL. It drops right after, so a later logged-out visit is remembered again.
   */
  signedOutByUser: boolean;
}

export interface AuthContextValue extends AuthState {
  /** Signs out, forgets any impersonation and the cached session data. */
  signOut: () => Promise<void>;
}

/**
 * Forgets the signed-in user: the cached data and the analytics identity, on every sign-out (this
 * tab's, another tab's, or a failed session), so the next user starts clean. Both modules load on
 * demand: neither is on the sign-in page.
 */
function forgetSignedInUser(userId: string | undefined) {
  // A return URL from the session that ends is that user's page; whatever is remembered next
  // (Back to a private page) is marked as theirs, so another account signing in ignores it.
  removeLocal('authReturnUrl');
  if (userId) writeLocal('signedOutUserId', userId);
  void import('../query-client').then(({ getQueryClient }) => getQueryClient().clear());
  void import('../analytics/analytics').then(({ resetAnalytics }) => resetAnalytics());
  forgetSupportChatUser();
}

const initialState: AuthState = {
  ready: false,
  logged: false,
  authUserInfo: null,
  signedOutByUser: false,
};

export const AuthContext = createContext<AuthContextValue | null>(null);

let showSignedInPage: () => void = () => {};
const signedInPageOnScreen = new Promise<void>((resolve) => {
  showSignedInPage = resolve;
});

/**
 * A signed-in page has shown its content (the session calls it). Signed in from a stored token,
 * the identity library (about 60 KB gzip in a dozen files, for the names and the session's
 * events) waits for it, or for a few seconds on a page without a session, rather than share the
 * network with what the page shows first.
 */
export function signedInPageShown(): void {
  showSignedInPage();
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** Provides the auth state; the identity library loads only if this browser may hold a session. */
export function AuthProvider({ children }: { children: ReactNode }) {
  // A stored token that is still good: signed in from the first render, so a signed-in page and
  // its reads start before the identity library has downloaded (it follows, for the names and
  // the session's events).
  const [state, setState] = useState<AuthState>(() => {
    const stored = storedAuthUserInfo();
    return stored
      ? { ready: true, logged: true, authUserInfo: stored, signedOutByUser: false }
      : initialState;
  });
  const fromStoredToken = useRef(state.logged);
  const userIdRef = useRef<string | undefined>(undefined);
  // Set while this tab's own sign-out waits for the identity library: its signedOut event then
  // comes late (the library may still be downloading, the token revocation answering), after the
  // user may have pressed Back to a private page, whose address must stay remembered.
  const signingOut = useRef(false);
  userIdRef.current = state.authUserInfo?.userId ?? userIdRef.current;

  // Signed in as soon as the stored token says so: the API's reads (me, organisation, subscription)
  // start then, not after the identity provider's attributes request; the names follow.
  const loadSignedIn = useCallback(async () => {
    const info = await loadAuthUserInfo((fromToken) =>
      setState((s) =>
        s.logged && JSON.stringify(s.authUserInfo) === JSON.stringify(fromToken)
          ? s
          : { ready: true, logged: true, authUserInfo: fromToken, signedOutByUser: false },
      ),
    );
    // Unchanged names (the token already had them) keep the state, and nothing renders again.
    setState((s) =>
      s.logged && info !== null && JSON.stringify(s.authUserInfo) === JSON.stringify(info)
        ? s
        : { ready: true, logged: info !== null, authUserInfo: info, signedOutByUser: false },
    );
  }, []);

  useEffect(() => {
    let cancelled = false;
    const off = onAuthHubEvent((event) => {
      if (event === 'signedIn' || event === 'signInWithRedirect') {
        // A sign-out whose event never came (nothing to revoke) is over by now.
        signingOut.current = false;
        clearSignInProblem();
        setState((s) => ({ ...s, ready: true, logged: true, signedOutByUser: false }));
        loadSignedIn().catch((error: unknown) =>
          console.error('Failed to read the signed-in user', error),
        );
      } else if (event === 'signedOut') {
        if (signingOut.current) {
          // Forgotten already when the user signed out; only a sign-out from elsewhere (a failed
          // session, an expired refresh) is forgotten here.
          signingOut.current = false;
          return;
        }
        forgetSignedInUser(userIdRef.current);
        setState((s) => ({ ...s, ready: true, logged: false, authUserInfo: null }));
      }
    });
    const load = () =>
      loadSignedIn().catch(async (error: unknown) => {
        console.error('Failed to read the session', error);
        if (!cancelled) setState({ ...initialState, ready: true });
        await signOutOfIdentityProvider().catch((signOutError: unknown) =>
          console.error('Sign-out failed', signOutError),
        );
      });
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (!mayHaveStoredSession()) {
      setState({ ...initialState, ready: true });
    } else if (fromStoredToken.current) {
      timer = setTimeout(signedInPageShown, 5000);
      void signedInPageOnScreen.then(() => {
        clearTimeout(timer);
        if (!cancelled) void load();
      });
    } else {
      void load();
    }
    return () => {
      cancelled = true;
      clearTimeout(timer);
      off();
    };
  }, [loadSignedIn]);

  // Only the redirect caused by the sign-out itself skips the return-to URL. The guard that makes it
  // renders in the same commit and its effect runs before this one (children first), so the flag
  // can drop here: a later logged-out visit to a private page, in this tab, is remembered again.
  useEffect(() => {
    if (state.signedOutByUser) setState((s) => ({ ...s, signedOutByUser: false }));
  }, [state.signedOutByUser]);

  const signOut = useCallback(async () => {
    stopImpersonation();
    setState({ ready: true, logged: false, authUserInfo: null, signedOutByUser: true });
    forgetSignedInUser(userIdRef.current);
    signingOut.current = true;
    await signOutOfIdentityProvider().catch((error: unknown) => {
      signingOut.current = false;
      console.error('Sign-out failed', error);
    });
  }, []);

  const value = useMemo(() => ({ ...state, signOut }), [state, signOut]);
  return <AuthContext value={value}>{children}</AuthContext>;
}
