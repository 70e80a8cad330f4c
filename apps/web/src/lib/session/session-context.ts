/*
 * The signed-in session's three reads (me, organisation, subscription), loaded once by the app and
 * shared with every feature, so no feature refetches or re-checks them.
 */
import type { Me, Organisation, Subscription } from '@lexio/api/contract';
import { createContext, useContext } from 'react';

export interface Session {
  me: Me;
  organisation: Organisation;
  subscription: Subscription;
}

export const SessionContext = createContext<Session | null>(null);

/** The session; throws outside a signed-in page. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside a signed-in page');
  return session;
}

/** The session when signed in, null on public pages. */
export function useOptionalSession(): Session | null {
  return useContext(SessionContext);
}
