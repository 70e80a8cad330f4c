/*
 * Analytics (spec §7): product events pushed to the data layer with the campaign fields, and
 * named events for the in-app analytics tool. Nothing leaves the page before `startAnalytics`,
 * which the app calls once user, organisation and subscription are loaded; earlier events wait.
 */
import { campaignFields } from './campaign';

export type DataLayerEvent =
  | 'registration_completed'
  | 'sign_up'
  | 'onboarding_completed'
  | 'page_view'
  | 'trial_activated'
  | 'purchase'
  | 'sign_up_request'
  | 'signup_referral_used';

export type InAppEvent = 'onboardingStarted' | 'onboardingCompleted';

/** The in-app analytics tool; a vendor adapter can replace the local one. */
export interface InAppAnalyticsAdapter {
  identify(user: { userId: string; email: string; userType: string; organisationId: string }): void;
  track(event: InAppEvent, properties?: Record<string, unknown>): void;
}

/** The local default: events go to the console at debug level, nowhere else. */
export const consoleInAppAnalytics: InAppAnalyticsAdapter = {
  identify: (user) => console.debug('[analytics] identify', user),
  track: (event, properties) => console.debug('[analytics] track', event, properties ?? {}),
};

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

type Pending =
  | { kind: 'dataLayer'; event: DataLayerEvent; params: Record<string, unknown> }
  | { kind: 'inApp'; event: InAppEvent; properties?: Record<string, unknown> };

/** Events kept before start: a tab left open signed out must not grow the queue forever. */
export const MAX_PENDING_EVENTS = 100;

let started = false;
let adapter: InAppAnalyticsAdapter = consoleInAppAnalytics;
let pending: Pending[] = [];

function pushToDataLayer(event: DataLayerEvent, params: Record<string, unknown>) {
  // The local default is the data layer alone (README): create it when no tag manager did, as
  // the tag manager's own snippet does, instead of dropping every event with a warning.
  if (!Array.isArray(window.dataLayer)) window.dataLayer = [];
  window.dataLayer.push({ event, ...campaignFields(), ...params });
}

function deliver(item: Pending) {
  if (item.kind === 'dataLayer') pushToDataLayer(item.event, item.params);
  else adapter.track(item.event, item.properties);
}

function enqueueOrDeliver(item: Pending) {
  if (started) return deliver(item);
  pending.push(item);
  // When full, the oldest are dropped: what led up to sign-in matters more than an idle tab's first page.
  if (pending.length > MAX_PENDING_EVENTS) pending.splice(0, pending.length - MAX_PENDING_EVENTS);
}

export function trackEvent(event: DataLayerEvent, params: Record<string, unknown> = {}): void {
  enqueueOrDeliver({ kind: 'dataLayer', event, params });
}

export function trackInApp(event: InAppEvent, properties?: Record<string, unknown>): void {
  enqueueOrDeliver({ kind: 'inApp', event, ...(properties ? { properties } : {}) });
}

/** Starts delivery (once) and sends what waited. */
export function startAnalytics(
  user: Parameters<InAppAnalyticsAdapter['identify']>[0],
  inApp: InAppAnalyticsAdapter = adapter,
): void {
  if (started) return;
  adapter = inApp;
  started = true;
  adapter.identify(user);
  const queued = pending;
  pending = [];
  queued.forEach(deliver);
}

/** For tests and sign-out: back to the not-started state. */
export function resetAnalytics(): void {
  started = false;
  pending = [];
  adapter = consoleInAppAnalytics;
}
