/** How long cached data stays fresh (spec §9): me, organisation and subscription 15 minutes; help/me 1 hour; the
 * legal corpus 1 hour. */
export const queryStaleTimes = {
  session: 15 * 60 * 1000,
  helpMe: 60 * 60 * 1000,
  /** The legal corpus changes only with a release of the server. */
  corpus: 60 * 60 * 1000,
} as const;

/** Arguments of the session queries: they only run while the user is logged in. */
export interface SessionQueryArgs {
  /** Whether a user is signed in (the auth state's `logged`); the query is disabled otherwise. */
  loggedIn: boolean;
}
