/*
 * Runtime configuration, read once from Vite's import.meta.env, with clear defaults. Validated by
 * hand rather than with zod: this module is on the sign-in page's first load, and zod's core (even
 * through zod/mini) costs about 17 KB gzip there, against a 200 KB budget. Every bad variable is
 * named in one error.
 */
export type CognitoAuthFlow = 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';
export type Environment = 'local' | 'development' | 'production';

export interface Env {
  apiUrl: string;
  cognitoUserPoolId: string;
  cognitoClientId: string;
  /** Only set for the local emulator (cognito-local); production talks to AWS. */
  cognitoEndpoint?: string;
  /** SRP in production; the emulator only speaks USER_PASSWORD_AUTH. */
  cognitoAuthFlow: CognitoAuthFlow;
  cognitoRegion: string;
  /** The Google button is shown only when a hosted OAuth domain is configured. */
  oauthDomain?: string;
  oauthRedirectUrl?: string;
  launchDarklyClientId?: string;
  sentryDsn?: string;
  translationsUrl?: string;
  gtmId?: string;
  /** Base URL of the media host (spec §7), which serves shared conversations without sign-in. */
  mediaUrl: string;
  /** The support chat vendor's loader script; live only in production and with `supportChatAppId`. */
  supportChatUrl?: string;
  /** The app (workspace) id the support chat vendor gave Lexio. */
  supportChatAppId?: string;
  /** 'production' turns on session replay and the support chat provider. */
  environment: Environment;
  appVersion: string;
}

export const envDefaults = {
  apiUrl: 'http://127.0.0.1:3000',
  cognitoUserPoolId: 'local_lexio',
  cognitoClientId: 'lexio-local-client',
  cognitoRegion: 'eu-west-1',
  environment: 'local',
  appVersion: '3.0.15',
} as const;

type RawEnv = Record<string, string | boolean | undefined>;

function value(raw: RawEnv, name: string): string | undefined {
  const v = raw[name];
  if (typeof v !== 'string') return undefined;
  const trimmed = v.trim();
  return trimmed === '' ? undefined : trimmed;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Parses Vite variables into the app's configuration; throws one message naming every bad variable. */
export function parseEnv(raw: RawEnv): Env {
  const problems: string[] = [];
  const url = (name: string) => {
    const v = value(raw, name);
    if (v !== undefined && !isHttpUrl(v))
      problems.push(`${name}: expected an http(s) URL, got "${v}"`);
    return v;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[]): T | undefined => {
    const v = value(raw, name);
    if (v !== undefined && !(allowed as readonly string[]).includes(v)) {
      problems.push(`${name}: expected one of ${allowed.join(', ')}, got "${v}"`);
      return undefined;
    }
    return v as T | undefined;
  };

  const cognitoEndpoint = url('VITE_COGNITO_ENDPOINT');
  const apiUrl = url('VITE_API_URL') ?? envDefaults.apiUrl;
  const env: Env = {
    apiUrl,
    cognitoUserPoolId: value(raw, 'VITE_COGNITO_USER_POOL_ID') ?? envDefaults.cognitoUserPoolId,
    cognitoClientId: value(raw, 'VITE_COGNITO_CLIENT_ID') ?? envDefaults.cognitoClientId,
    cognitoEndpoint,
    // An emulator endpoint implies the password flow unless told otherwise.
    cognitoAuthFlow:
      oneOf('VITE_COGNITO_AUTH_FLOW', ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH'] as const) ??
      (cognitoEndpoint ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH'),
    cognitoRegion: value(raw, 'VITE_COGNITO_REGION') ?? envDefaults.cognitoRegion,
    oauthDomain: value(raw, 'VITE_OAUTH_DOMAIN'),
    oauthRedirectUrl: url('VITE_OAUTH_REDIRECT_URL'),
    launchDarklyClientId: value(raw, 'VITE_LD_CLIENT_ID'),
    sentryDsn: url('VITE_SENTRY_DSN'),
    translationsUrl: url('VITE_TRANSLATIONS_URL'),
    gtmId: value(raw, 'VITE_GTM_ID'),
    // The API server mounts the media routes under MEDIA_BASE_PATH (default /media).
    mediaUrl: url('VITE_MEDIA_URL') ?? `${apiUrl.replace(/\/+$/, '')}/media`,
    supportChatUrl: url('VITE_SUPPORT_CHAT_URL'),
    supportChatAppId: value(raw, 'VITE_SUPPORT_CHAT_APP_ID'),
    environment:
      oneOf('VITE_ENVIRONMENT', ['local', 'development', 'production'] as const) ??
      envDefaults.environment,
    appVersion: value(raw, 'VITE_APP_VERSION') ?? envDefaults.appVersion,
  };
  if (problems.length > 0)
    throw new Error(`Invalid web app configuration:\n${problems.join('\n')}`);
  return env;
}

export const env: Env = parseEnv(import.meta.env as unknown as RawEnv);
