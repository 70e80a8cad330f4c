import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { z } from 'zod';

import { normalizePrefix } from './lib/prefix';
import { readStorageSettings, type StorageSettings } from './lib/storage/settings';
import { type AssistantSettings, readAssistantSettings } from './modules/assistant/settings';
import { parseFlagList } from './modules/flags/service';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/**
 * Requests a minute per client address on the unauthenticated routes (RATE_LIMIT_*_MAX). The
 * viewer loads a document's table of contents, text and metadata per page (three routes, each
 * counted apart), and a whole office may share one address, hence the generous reads.
 */
export const DEFAULT_RATE_LIMITS = {
  /** The three /signUp checks: they probe the user base. */
  signUp: 20,
  /** Each laws-service read route: texts and tables of contents, metadata, rulings. */
  lawsRead: 600,
  /** Full-text search over the corpus. */
  lawsSearch: 120,
  /** PDF and DOCX exports (a whole code is a 1 MB PDF). */
  lawsExport: 30,
  /** A shared conversation on the media path. */
  sharedConversation: 120,
} as const;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
/** A per-address limit as @fastify/rate-limit takes it in a route's config.rateLimit. */
export interface RateLimit {
  max: number;
  timeWindow: number;
}
const RATE_LIMIT_WINDOW_MS = 60_000;
const perWindow = (max: number): RateLimit => ({ max, timeWindow: RATE_LIMIT_WINDOW_MS });

const perMinute = optionalString.pipe(
  z.coerce
    .number<string>({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .optional(),
);

const envSchema = z.object({
  LEXIO_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: optionalString.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  ),
  DATA_DIR: optionalString,
  COGNITO_ISSUER: optionalString.pipe(z.url({ error: 'must be a URL' }).optional()),
  COGNITO_REGION: optionalString,
  COGNITO_USER_POOL_ID: optionalString,
  COGNITO_CLIENT_ID: optionalString,
  COGNITO_ENDPOINT: optionalString.pipe(z.url({ error: 'must be a URL' }).optional()),
  IMPERSONATION_SECRET: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  HELP_HMAC_SECRET: optionalString,
  CORS_ORIGIN: optionalString,
  LEXIO_FLAGS: optionalString,
  LEXIO_SEED_DEMO: optionalString.pipe(z.enum(['true', 'false']).optional()),
  LAWS_BASE_PATH: z.string().default('/laws'),
  LAWS_IMPORT_ON_START: optionalString.pipe(z.enum(['true', 'false']).optional()),
  LEXIO_DEV_FLAGS_ROUTE: optionalString.pipe(
    z.enum(['1', '0', 'true', 'false'], { error: 'must be 1, 0, true or false' }).optional(),
  ),
  RATE_LIMIT_SIGNUP_MAX: perMinute,
  RATE_LIMIT_LAWS_READ_MAX: perMinute,
  RATE_LIMIT_LAWS_SEARCH_MAX: perMinute,
  RATE_LIMIT_LAWS_EXPORT_MAX: perMinute,
  RATE_LIMIT_SHARED_MAX: perMinute,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /** Unset: an embedded PGlite database in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  auth: {
    issuer: string;
    clientId: string;
    /** The identity provider's API (cognito-local locally); unset means the region's endpoint. */
    endpoint: string | undefined;
    region: string;
    userPoolId: string;
  };
  impersonationSecret: string;
  helpHmacSecret: string;
  corsOrigin: string[];
  /** Global flag overrides, `name=value,...` (LEXIO_FLAGS). */
  flags: string | undefined;
  seedDemo: boolean;
  logLevel: string;
  laws: {
    /** Prefix of the laws service (LAWS_BASE_PATH, default /laws). */
    basePath: string;
    /** Import the corpus when the server becomes ready (LAWS_IMPORT_ON_START, default true). */
    importOnStart: boolean;
  };
  /**
   * Serve the unauthenticated switches of the end-to-end tests: PUT /dev/flags and the embedded
   * answerer's pace, /dev/assistant (LEXIO_DEV_FLAGS_ROUTE=1; scripts/start.ts sets it for --e2e and
   * --dev; refused in production).
   */
  devFlagsRoute: boolean;
  /** Per-address limits of the unauthenticated routes (RATE_LIMIT_*_MAX, a minute each). */
  rateLimits: Record<RateLimitName, RateLimit>;
  /** LLM_*, BEDROCK_MODEL_ID, ASSISTANT_*, MEDIA_BASE_PATH: see modules/assistant/settings.ts. */
  assistant: AssistantSettings;
  /** STORAGE_S3_*, STORAGE_UPLOAD_URL_SECONDS: where library files go (lib/storage/settings.ts). */
  storage: StorageSettings;
}

/** Thrown by loadConfig with one line per bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid server configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const localSecret = (name: string) => `lexio-local-${name}-not-for-production-0000000000`;

const isLocalHost = (url: string) => {
  const host = new URL(url).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '::1' || host === '[::1]';
};

/** The ids the local identity script writes to .cognito/lexio.json. */
export interface LocalIdentity {
  issuer: string;
  clientId: string;
  endpoint: string;
}

/**
 * Reads and validates the environment; throws ConfigError listing every bad variable.
 * Outside production, a missing identity configuration falls back to `localIdentity` (the local
 * identity script's ids), so the server starts on embedded defaults.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  localIdentity?: LocalIdentity,
): Config {
  if (
    localIdentity &&
    env.LEXIO_ENV !== 'production' &&
    !env.COGNITO_ISSUER &&
    !env.COGNITO_USER_POOL_ID
  ) {
    env = {
      ...env,
      COGNITO_ISSUER: localIdentity.issuer,
      COGNITO_CLIENT_ID: env.COGNITO_CLIENT_ID ?? localIdentity.clientId,
      COGNITO_ENDPOINT: env.COGNITO_ENDPOINT ?? localIdentity.endpoint,
    };
  }
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    readAssistantSettings(env, problems);
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const problems: string[] = [];
  const production = e.LEXIO_ENV === 'production';
  const devFlagsRoute = e.LEXIO_DEV_FLAGS_ROUTE === '1' || e.LEXIO_DEV_FLAGS_ROUTE === 'true';

  let issuer = e.COGNITO_ISSUER;
  let region = e.COGNITO_REGION;
  let userPoolId = e.COGNITO_USER_POOL_ID;
  if (!issuer && region && userPoolId) {
    issuer = `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`;
  }
  if (issuer) {
    const poolFromIssuer = new URL(issuer).pathname.replace(/^\/+|\/+$/g, '');
    userPoolId ??= poolFromIssuer;
    region ??= poolFromIssuer.split('_')[0];
  }
  if (!issuer) {
    problems.push('COGNITO_ISSUER: required (or COGNITO_REGION and COGNITO_USER_POOL_ID)');
  }
  if (!e.COGNITO_CLIENT_ID) problems.push('COGNITO_CLIENT_ID: required');
  if (production) {
    if (issuer && isLocalHost(issuer)) {
      problems.push(
        'COGNITO_ISSUER: a production configuration refuses the local emulator issuer (its signing key is public)',
      );
    }
    if (e.COGNITO_ENDPOINT && isLocalHost(e.COGNITO_ENDPOINT)) {
      problems.push(
        'COGNITO_ENDPOINT: a production configuration refuses a local emulator endpoint',
      );
    }
    if (issuer && !issuer.startsWith('https://')) {
      problems.push('COGNITO_ISSUER: must be https:// in production');
    }
    if (!e.IMPERSONATION_SECRET) problems.push('IMPERSONATION_SECRET: required in production');
    if (!e.HELP_HMAC_SECRET) problems.push('HELP_HMAC_SECRET: required in production');
    if (!e.DATABASE_URL) problems.push('DATABASE_URL: required in production');
    if (!e.CORS_ORIGIN) problems.push('CORS_ORIGIN: required in production');
    if (devFlagsRoute) {
      problems.push(
        'LEXIO_DEV_FLAGS_ROUTE: the unauthenticated flag switch is refused in production',
      );
    }
  }
  problems.push(...parseFlagList(e.LEXIO_FLAGS).problems);
  const assistant = readAssistantSettings(env, problems);
  const storage = readStorageSettings(env, problems);
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    env: e.LEXIO_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR ?? path.join(serverRoot, '.data')),
    auth: {
      issuer: (issuer as string).replace(/\/+$/, ''),
      clientId: e.COGNITO_CLIENT_ID as string,
      endpoint: e.COGNITO_ENDPOINT,
      region: region ?? 'local',
      userPoolId: userPoolId ?? '',
    },
    impersonationSecret: e.IMPERSONATION_SECRET ?? localSecret('impersonation'),
    helpHmacSecret: e.HELP_HMAC_SECRET ?? localSecret('help'),
    corsOrigin: (e.CORS_ORIGIN ?? 'http://localhost:5173,http://127.0.0.1:5173')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    flags: e.LEXIO_FLAGS,
    seedDemo: e.LEXIO_SEED_DEMO ? e.LEXIO_SEED_DEMO === 'true' : !production,
    logLevel: e.LOG_LEVEL,
    laws: {
      basePath: normalizePrefix(e.LAWS_BASE_PATH),
      importOnStart: e.LAWS_IMPORT_ON_START !== 'false',
    },
    devFlagsRoute,
    rateLimits: {
      signUp: perWindow(e.RATE_LIMIT_SIGNUP_MAX ?? DEFAULT_RATE_LIMITS.signUp),
      lawsRead: perWindow(e.RATE_LIMIT_LAWS_READ_MAX ?? DEFAULT_RATE_LIMITS.lawsRead),
      lawsSearch: perWindow(e.RATE_LIMIT_LAWS_SEARCH_MAX ?? DEFAULT_RATE_LIMITS.lawsSearch),
      lawsExport: perWindow(e.RATE_LIMIT_LAWS_EXPORT_MAX ?? DEFAULT_RATE_LIMITS.lawsExport),
      sharedConversation: perWindow(
        e.RATE_LIMIT_SHARED_MAX ?? DEFAULT_RATE_LIMITS.sharedConversation,
      ),
    },
    assistant,
    storage,
  };
}
