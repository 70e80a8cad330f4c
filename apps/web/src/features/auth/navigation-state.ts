/*
 * What the auth pages hand each other in the router's location state (never in the address:
 * the e-mail stays out of logs and history). One file, so no page imports another.
 */

/** State of /auth/login: a notice to show and the e-mail to prefill. */
export interface LoginNavigationState {
  notice?: 'confirmed' | 'reset';
  email?: string;
}

/** State of /auth/register: the e-mail to prefill. */
export interface RegisterNavigationState {
  email?: string;
}

/** State of /auth/confirm. */
export interface ConfirmNavigationState {
  /** The account was found unconfirmed and a new code was sent. */
  resumed?: boolean;
}
