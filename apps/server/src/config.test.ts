import { ConfigError, DEFAULT_RATE_LIMITS, loadConfig } from './config';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

const local = {
  COGNITO_ISSUER: 'http://127.0.0.1:9229/local_abc',
  COGNITO_CLIENT_ID: 'client',
};

describe('loadConfig', () => {
  it('applies the local defaults', () => {
    const config = loadConfig(local);
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
    });
    expect(config.auth).toMatchObject({
      issuer: local.COGNITO_ISSUER,
      userPoolId: 'local_abc',
      region: 'local',
    });
    expect(config.dataDir).toMatch(/apps\/server\/\.data$/);
    expect(config.seedDemo).toBe(true);
  });

  it('builds the Cognito issuer from region and pool id', () => {
    const config = loadConfig({
      COGNITO_REGION: 'eu-west-1',
      COGNITO_USER_POOL_ID: 'eu-west-1_X',
      COGNITO_CLIENT_ID: 'c',
    });
    expect(config.auth.issuer).toBe('https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_X');
  });

  it('reads the laws and assistant settings, and names their bad values too', () => {
    const config = loadConfig({
      ...local,
      LAWS_BASE_PATH: 'law-texts/',
      LAWS_IMPORT_ON_START: 'false',
      MEDIA_BASE_PATH: '/',
      LLM_BASE_URL: 'http://127.0.0.1:8080/v1',
      LLM_MODEL: 'legal-model',
    });
    expect(config.laws).toEqual({ basePath: '/law-texts', importOnStart: false });
    expect(config.assistant).toMatchObject({
      mediaBasePath: '',
      chunkDelayMs: 25,
      rankingThread: 'worker',
      rateLimit: { max: 20, timeWindowMs: 60_000 },
      languageModel: {
        openAiCompatible: { baseURL: 'http://127.0.0.1:8080/v1', model: 'legal-model' },
      },
    });
    expect(loadConfig(local).laws).toEqual({ basePath: '/laws', importOnStart: true });
    expect(loadConfig(local).assistant.languageModel).toEqual({});
    expect(loadConfig({ ...local, ASSISTANT_RANKING_THREAD: 'main' }).assistant.rankingThread).toBe(
      'main',
    );

    expect(
      problemsOf({
        ...local,
        LLM_BASE_URL: 'not a url',
        ASSISTANT_RATE_LIMIT_MAX: '0',
        ASSISTANT_CHUNK_DELAY_MS: 'fast',
        ASSISTANT_RANKING_THREAD: 'both',
        LAWS_IMPORT_ON_START: 'no',
      }),
    ).toEqual(
      expect.arrayContaining([
        'LLM_MODEL: required with LLM_BASE_URL',
        'LLM_BASE_URL: must be a URL',
        'ASSISTANT_RATE_LIMIT_MAX: must be an integer >= 1',
        'ASSISTANT_CHUNK_DELAY_MS: must be an integer >= 0',
        'ASSISTANT_RANKING_THREAD: must be worker or main',
        expect.stringMatching(/^LAWS_IMPORT_ON_START: /),
      ]),
    );
  });

  it('reads the per-address limits of the unauthenticated routes', () => {
    const minute = 60_000;
    expect(loadConfig(local).rateLimits).toEqual({
      signUp: { max: DEFAULT_RATE_LIMITS.signUp, timeWindow: minute },
      lawsRead: { max: DEFAULT_RATE_LIMITS.lawsRead, timeWindow: minute },
      lawsSearch: { max: DEFAULT_RATE_LIMITS.lawsSearch, timeWindow: minute },
      lawsExport: { max: DEFAULT_RATE_LIMITS.lawsExport, timeWindow: minute },
      sharedConversation: { max: DEFAULT_RATE_LIMITS.sharedConversation, timeWindow: minute },
    });
    const config = loadConfig({
      ...local,
      RATE_LIMIT_LAWS_READ_MAX: '1000',
      RATE_LIMIT_SHARED_MAX: '',
    });
    expect(config.rateLimits.lawsRead.max).toBe(1000);
    expect(config.rateLimits.sharedConversation.max).toBe(DEFAULT_RATE_LIMITS.sharedConversation);
    expect(
      problemsOf({ ...local, RATE_LIMIT_SIGNUP_MAX: '0', RATE_LIMIT_LAWS_SEARCH_MAX: 'many' }),
    ).toEqual([
      'RATE_LIMIT_SIGNUP_MAX: must be at least 1',
      'RATE_LIMIT_LAWS_SEARCH_MAX: must be a whole number',
    ]);
  });

  it('serves PUT /dev/flags only when LEXIO_DEV_FLAGS_ROUTE asks for it, never in production', () => {
    expect(loadConfig(local).devFlagsRoute).toBe(false);
    expect(loadConfig({ ...local, LEXIO_ENV: 'test' }).devFlagsRoute).toBe(false);
    expect(loadConfig({ ...local, LEXIO_DEV_FLAGS_ROUTE: '1' }).devFlagsRoute).toBe(true);
    expect(loadConfig({ ...local, LEXIO_DEV_FLAGS_ROUTE: '0' }).devFlagsRoute).toBe(false);
    expect(problemsOf({ ...local, LEXIO_DEV_FLAGS_ROUTE: 'yes' })).toEqual([
      'LEXIO_DEV_FLAGS_ROUTE: must be 1, 0, true or false',
    ]);
    expect(problemsOf({ ...local, LEXIO_ENV: 'production', LEXIO_DEV_FLAGS_ROUTE: '1' })).toContain(
      'LEXIO_DEV_FLAGS_ROUTE: the unauthenticated flag switch is refused in production',
    );
  });

  it('names every bad variable with its reason', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      LEXIO_ENV: 'staging',
      ...local,
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT: /),
        expect.stringMatching(/^DATABASE_URL: must be a postgres:\/\/ URL/),
        expect.stringMatching(/^LEXIO_ENV: /),
      ]),
    );
    expect(problemsOf({})).toEqual([
      'COGNITO_ISSUER: required (or COGNITO_REGION and COGNITO_USER_POOL_ID)',
      'COGNITO_CLIENT_ID: required',
    ]);
    expect(problemsOf({ ...local, LEXIO_FLAGS: 'phone_onboarding=yes,unknown=true' })).toEqual([
      'LEXIO_FLAGS: phone_onboarding must be true or false',
      expect.stringMatching(/^LEXIO_FLAGS: unknown flag "unknown"/),
    ]);
  });

  it("refuses the emulator's issuer and missing secrets in production", () => {
    const problems = problemsOf({ ...local, LEXIO_ENV: 'production' });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^COGNITO_ISSUER: a production configuration refuses the local emulator issuer/,
        ),
        'IMPERSONATION_SECRET: required in production',
        'HELP_HMAC_SECRET: required in production',
        'DATABASE_URL: required in production',
      ]),
    );
  });

  it('accepts a complete production configuration without demo data', () => {
    const config = loadConfig({
      LEXIO_ENV: 'production',
      COGNITO_REGION: 'eu-south-1',
      COGNITO_USER_POOL_ID: 'eu-south-1_Abc',
      COGNITO_CLIENT_ID: 'client',
      IMPERSONATION_SECRET: 'x'.repeat(40),
      HELP_HMAC_SECRET: 'help',
      DATABASE_URL: 'postgres://db.internal/lexio',
      CORS_ORIGIN: 'https://app.lexio.example',
    });
    expect(config.seedDemo).toBe(false);
    expect(config.corsOrigin).toEqual(['https://app.lexio.example']);
  });

  it('falls back to the local identity script ids outside production only', () => {
    const ids = {
      issuer: 'http://127.0.0.1:9229/local_p',
      clientId: 'cid',
      endpoint: 'http://127.0.0.1:9229',
    };
    expect(loadConfig({}, ids).auth).toMatchObject({
      issuer: ids.issuer,
      clientId: 'cid',
      endpoint: ids.endpoint,
    });
    expect(() => loadConfig({ LEXIO_ENV: 'production' }, ids)).toThrow(ConfigError);
  });
});
