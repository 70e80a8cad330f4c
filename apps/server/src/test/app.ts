import type { FastifyInstance } from 'fastify';

import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db';
import type { IdentityAdmin } from '../lib/identity-admin';
import { createJobQueue, type JobQueue } from '../lib/jobs';
import { createTokenService } from '../lib/tokens';
import type { TestIssuer } from './identity';

export const TEST_SECRETS = {
  IMPERSONATION_SECRET: 'test-impersonation-secret-0123456789abcdef',
  HELP_HMAC_SECRET: 'test-help-secret',
};

/** A silent app over the given database, trusting the test issuer. */
export async function buildTestApp(
  database: DatabaseHandle,
  issuer: Pick<TestIssuer, 'issuer' | 'clientId'>,
  options: {
    env?: Record<string, string>;
    identityAdmin?: IdentityAdmin;
    /** Unset: a queue that is not started (handlers register; a test that sends starts its own). */
    jobs?: JobQueue;
  } = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    LEXIO_ENV: 'test',
    COGNITO_ISSUER: issuer.issuer,
    COGNITO_CLIENT_ID: issuer.clientId,
    ...TEST_SECRETS,
    ...options.env,
  });
  const app = await buildApp(
    {
      config,
      db: database.db,
      tokens: createTokenService(config),
      identityAdmin: options.identityAdmin,
      jobs: options.jobs ?? createJobQueue(database),
    },
    { logger: false },
  );
  await app.ready();
  return app;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
