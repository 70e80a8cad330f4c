// `npm start`: the whole app on its embedded defaults — cognito-local (the local identity provider),
// the Fastify server on PGlite with demo data, and the built web app — on loopback addresses.
//   --dev            serve the web app with Vite's dev server (hot reload) instead of a production build
//   --e2e            fresh throw-away data (identity + database) in a temp folder, free ports; used by Playwright
//   --web-port N     the web app's port (default 5173); --api-port N (3000) and --identity-port N (9229) too
//   --google-port N  the local stand-in for the Google sign-in (https; default the identity port + 1, --e2e a free one)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { startIdentityProvider } from '../apps/server/scripts/identity.ts';
import { startGoogleStandin } from '../tools/google-standin/standin.mjs';
import { DEMO_PASSWORD, demoAccounts } from '../apps/server/src/db/seed/demo-accounts.ts';
import { describeDatabase, describeExit, Supervisor } from './lib/supervisor.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    e2e: { type: 'boolean', default: false },
    'web-port': { type: 'string', default: '5173' },
    'api-port': { type: 'string', default: '3000' },
    'identity-port': { type: 'string', default: '9229' },
    'google-port': { type: 'string' },
  },
});

const cleanups: (() => Promise<void> | void)[] = [];
// The server and the web app: when one ends on its own (a crash, a SIGKILL), the other is stopped and
// `npm start` exits naming it, rather than leaving the web app up with no API.
const supervisor = new Supervisor({
  log: (line) => console.error(line),
  onUnexpectedExit: (code) => void stopAll(code),
  signalNumbers: os.constants.signals,
});
let exiting = false;

async function stopAll(code: number): Promise<never> {
  if (!exiting) {
    exiting = true;
    await supervisor.stop();
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

function spawnPrefixed(
  name: string,
  command: string,
  commandArgs: string[],
  env: Record<string, string>,
): ChildProcess {
  const child = spawn(command, commandArgs, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n') + '\n';
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  return child;
}

/** A long-running child (server, web): supervised until Ctrl+C. */
function start(name: string, command: string, commandArgs: string[], env: Record<string, string>) {
  supervisor.add(name, spawnPrefixed(name, command, commandArgs, env));
}

/** A one-off step (i18n, the web build): resolves when it succeeds. */
function run(name: string, command: string, commandArgs: string[], env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawnPrefixed(name, command, commandArgs, env);
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`[${name}] ${describeExit(code, signal)}`)),
    );
  });
}

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

console.log(`Node ${process.version} (${process.execPath})`);

try {
  const stateDir = args.e2e ? mkdtempSync(path.join(os.tmpdir(), 'lexio-e2e-')) : root;
  if (args.e2e) cleanups.push(() => rmSync(stateDir, { recursive: true, force: true }));
  const webPort = Number(args['web-port']);
  const serverPort = Number(args['api-port']);
  const webOrigin = `http://127.0.0.1:${webPort}`;
  const dataDir = path.join(stateDir, args.e2e ? 'data' : 'apps/server/.data');

  const identity = await startIdentityProvider({
    rootDir: stateDir,
    port: Number(args['identity-port']),
    // The emulator logs every lookup of a missing user as a warning: keep only its errors.
    log: (line) => {
      if (/"level":(50|60)/.test(line)) console.error(`[identity] ${line}`);
    },
  });
  cleanups.push(() => identity.stop());
  console.log(`[identity] cognito-local at ${identity.endpoint}, pool ${identity.userPoolId}`);

  // cognito-local has no hosted UI: "Continue with Google" goes through a local stand-in for the
  // Cognito domain and Google (tools/google-standin), which issues cognito-local's own tokens.
  const google = await startGoogleStandin({
    identity,
    redirectUris: [`${webOrigin}/auth/login`, `http://localhost:${webPort}/auth/login`],
    stateDir: path.join(stateDir, '.cognito'),
    port: args['google-port']
      ? Number(args['google-port'])
      : args.e2e
        ? 0
        : Number(args['identity-port']) + 1,
    log: (line) => console.error(`[google-standin] ${line}`),
  });
  cleanups.push(() => google.stop());
  console.log(`[google-standin] local stand-in for Google sign-in at ${google.url}`);

  start(
    'server',
    'node',
    ['--conditions=@lexio/source', '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      ...identity.env,
      PORT: String(serverPort),
      DATA_DIR: dataDir,
      CORS_ORIGIN: webOrigin,
      LOG_LEVEL: args.e2e ? 'warn' : 'info',
      // PUT /dev/flags, the unauthenticated flag switch the journeys (and a developer) use.
      ...(args.e2e || args.dev ? { LEXIO_DEV_FLAGS_ROUTE: '1' } : {}),
      // --e2e: embedded answers written quickly (5 ms a chunk, 25 by default); the journeys that
      // act while an answer is being written slow it down for themselves (PUT /dev/assistant).
      ...(args.e2e
        ? { ASSISTANT_CHUNK_DELAY_MS: process.env.ASSISTANT_CHUNK_DELAY_MS ?? '5' }
        : {}),
    },
  );

  // The web app reads the API from its own origin (`/api`, passed on by Vite's server: vite.config.ts,
  // apiProxy), as behind a production reverse proxy: no CORS preflight before each read.
  const webEnv = {
    VITE_API_URL: `${webOrigin}/api`,
    LEXIO_API_PROXY: `http://127.0.0.1:${serverPort}`,
    VITE_COGNITO_USER_POOL_ID: identity.userPoolId,
    VITE_COGNITO_CLIENT_ID: identity.clientId,
    VITE_COGNITO_ENDPOINT: identity.endpoint,
    VITE_COGNITO_REGION: identity.region,
    VITE_OAUTH_DOMAIN: google.domain,
  };
  const vite = ['node_modules/vite/bin/vite.js'];
  await run('i18n', 'npm', ['run', 'i18n:compile', '-w', 'apps/web'], {});
  if (args.dev) {
    await waitFor(`http://127.0.0.1:${serverPort}/health`, 240_000);
    start('web', 'node', [...vite, 'apps/web', '--port', String(webPort), '--strictPort'], webEnv);
  } else {
    const outDir = args.e2e ? path.join(stateDir, 'web') : path.join(root, 'apps/web/dist');
    // The web app's own build script: two passes (apps/web/scripts/build.mjs says why).
    await run(
      'web-build',
      'node',
      ['apps/web/scripts/build.mjs', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      webEnv,
    );
    // The web app goes up last, once the API answers (its first start imports the legal corpus), so
    // whoever waits for the web address (a person, Playwright) finds the whole stack ready.
    await waitFor(`http://127.0.0.1:${serverPort}/health`, 240_000);
    start(
      'web',
      'node',
      [
        ...vite,
        'preview',
        'apps/web',
        '--outDir',
        outDir,
        '--port',
        String(webPort),
        '--strictPort',
      ],
      webEnv,
    );
  }

  await waitFor(webOrigin, 120_000);

  console.log(`\nLexio is running at ${webOrigin}`);
  console.log(
    `  API server      http://127.0.0.1:${serverPort}, and ${webOrigin}/api for the web app  (${describeDatabase(process.env.DATABASE_URL, path.relative(root, dataDir) || dataDir)})`,
  );
  console.log(
    `  Identity        ${identity.endpoint}  (cognito-local emulator; codes are always 123456)`,
  );
  console.log(
    `  Google sign-in  ${google.url}  (local stand-in, not Google; self-signed certificate: accept it once)`,
  );
  console.log(`\nDemo accounts (password ${DEMO_PASSWORD}):`);
  for (const account of demoAccounts) {
    console.log(`  ${account.email.padEnd(42)} ${account.role}${account.isStaff ? ', staff' : ''}`);
  }
  console.log('\nPress Ctrl+C to stop.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
}
