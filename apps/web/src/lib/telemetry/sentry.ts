/*
 * Error reporting and session recording, loaded only when a DSN is configured. Replay (DOM and
 * network capture) runs only in production (spec §9).
 */
import { env } from '../../config/env';

let started = false;

export async function startSentry(user: { id: string; email: string }): Promise<boolean> {
  if (!env.sentryDsn || started) return false;
  started = true;
  const Sentry = await import('@sentry/react');
  const production = env.environment === 'production';
  Sentry.init({
    dsn: env.sentryDsn,
    environment: env.environment,
    release: env.appVersion,
    integrations: production ? [Sentry.replayIntegration()] : [],
    replaysSessionSampleRate: production ? 0.1 : 0,
    replaysOnErrorSampleRate: production ? 1 : 0,
  });
  Sentry.setUser({ id: user.id, email: user.email });
  return true;
}
