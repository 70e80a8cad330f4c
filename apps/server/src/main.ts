import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { buildApp } from './app';
import { ConfigError, loadConfig, type LocalIdentity } from './config';
import { createDatabase } from './db';
import { migrateToLatest } from './db/migrations';
import { seedDemoData } from './db/seed';
import { createIdentityAdmin } from './lib/identity-admin';
import { createJobQueue } from './lib/jobs';
import { createShutdown } from './lib/shutdown';
import { createTokenService } from './lib/tokens';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The ids the local identity script wrote (npm run identity), used when the env names none. */
function readLocalIdentity(): LocalIdentity | undefined {
  try {
    return JSON.parse(
      readFileSync(path.join(repositoryRoot, '.cognito', 'lexio.json'), 'utf8'),
    ) as LocalIdentity;
  } catch (_missing) {
    return undefined;
  }
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env, readLocalIdentity());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
  await migrateToLatest(database.db, database.schema);
  if (config.seedDemo) await seedDemoData(database.db);

  const identityAdmin = config.auth.userPoolId ? createIdentityAdmin(config.auth) : undefined;
  // Modules register their job handlers while the app is built; the workers start after it.
  const jobs = createJobQueue(database);
  const app = await buildApp({
    config,
    db: database.db,
    tokens: createTokenService(config),
    identityAdmin,
    jobs,
  });
  await jobs.start({ log: app.log.child({ component: 'jobs' }) });
  app.log.info(
    {
      database: database.engine,
      dataDir: database.engine === 'pglite' ? config.dataDir : undefined,
      issuer: config.auth.issuer,
    },
    'configuration loaded',
  );

  const shutdown = createShutdown({
    app,
    stopJobs: () => jobs.stop(),
    closeDatabase: () => database.close(),
    closeOthers: () => identityAdmin?.close(),
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

await main();
