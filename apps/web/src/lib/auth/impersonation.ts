/*
 * Staff impersonation (spec §6): the server's short-lived token (15 minutes) is stored as
 * impersonateToken and sent instead of the staff member's own. This module is the only writer of
 * that key, so the shell, the session and the API client agree on whether someone is impersonated.
 * A 401 answered to a call made with the stored token means it expired: the token is dropped and an
 * expiry is left pending until the signed-in session has told the user and reloaded their own data.
 */
import { useSyncExternalStore } from 'react';

import { readLocal, removeLocal, writeLocal } from '../storage';

export interface ImpersonationState {
  /** A token is stored: every call acts as the impersonated user. */
  active: boolean;
  /** The token expired and the session has not yet said so (see `acknowledgeImpersonationExpiry`). */
  expiryPending: boolean;
}

const listeners = new Set<() => void>();
let expiryPending = false;
let snapshot: ImpersonationState = { active: false, expiryPending: false };

/** Read from storage each time, so a token written before the first render (or by a test) counts. */
function currentState(): ImpersonationState {
  const active = readLocal('impersonateToken') !== null;
  if (snapshot.active !== active || snapshot.expiryPending !== expiryPending) {
    snapshot = { active, expiryPending };
  }
  return snapshot;
}

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores the token the server handed out: from now on every call acts as that user. */
export function startImpersonation(token: string): void {
  writeLocal('impersonateToken', token);
  expiryPending = false;
  emit();
}

/** Forgets the stored token (stop impersonating, sign-out, or before asking for another one). */
export function stopImpersonation(): void {
  removeLocal('impersonateToken');
  emit();
}

/**
 * Called for every 401 with the bearer token the call carried: when it is the stored impersonation
 * token, that token expired (or was revoked), so it is dropped and the expiry left pending. A token
 * stored while the call was on its way (a new impersonation) is kept.
 */
export function dropRefusedImpersonation(bearerToken: string | null): boolean {
  const stored = readLocal('impersonateToken');
  if (!stored || bearerToken !== stored) return false;
  removeLocal('impersonateToken');
  expiryPending = true;
  emit();
  return true;
}

/** The session told the user about the expiry and reloaded the staff member's own data. */
export function acknowledgeImpersonationExpiry(): void {
  if (!expiryPending) return;
  expiryPending = false;
  emit();
}

export function isImpersonating(): boolean {
  return currentState().active;
}

/** Follows the impersonation state in React. */
export function useImpersonation(): ImpersonationState {
  return useSyncExternalStore(subscribe, currentState, currentState);
}
