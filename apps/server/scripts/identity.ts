// The local identity provider: cognito-local on 127.0.0.1 with Lexio's user pool, app client and
// demo users, created idempotently. Run it with `npm run identity -w apps/server`, or import
// startIdentityProvider() from an orchestrator.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';

import { DEMO_PASSWORD, demoAccounts, type DemoAccount } from '../src/db/seed/demo-accounts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root: the default home of .cognito/. */
export const repositoryRoot = path.resolve(here, '../../..');

export const POOL_NAME = 'lexio-local';
export const CLIENT_NAME = 'lexio-web';

export interface IdentityProviderOptions {
  /** Folder that receives .cognito/ (the emulator's data). Default: the repository root. */
  rootDir?: string;
  /** Default 9229; 0 picks a free port. */
  port?: number;
  /** The fixed confirmation and reset code. Default 123456. */
  code?: string;
  /** Create the demo users (default true). */
  demoUsers?: readonly DemoAccount[] | false;
  /** Receives the emulator's own output lines. */
  log?: (line: string) => void;
}

export interface IdentityProvider {
  endpoint: string;
  issuer: string;
  region: string;
  userPoolId: string;
  clientId: string;
  /** The environment the server and the web app need to use this provider. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

const runner = path.join(here, 'cognito-local-runner.mjs');

/** A port free right now: the emulator writes its port into the token issuer, so 0 will not do. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * cognito-local gives every new pool UsernameAttributes ['email'] unless its config overrides the
 * default; that setting forbids the generated usernames of sign-up, so the config clears it.
 */
async function writeEmulatorConfig(cognitoDir: string): Promise<void> {
  const file = path.join(cognitoDir, 'config.json');
  let config: Record<string, unknown> = {};
  try {
    config = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  } catch (_missing) {
    // First start: no config yet.
  }
  const defaults = (config.UserPoolDefaults ?? {}) as Record<string, unknown>;
  config.UserPoolDefaults = { ...defaults, UsernameAttributes: [] };
  await writeFile(file, `${JSON.stringify(config, null, 2)}\n`);
}

function waitForListening(child: ChildProcess, log: (line: string) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        child.stdout?.off('data', onData);
        child.stdout?.on('data', (more: Buffer) => log(more.toString().trimEnd()));
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => log(chunk.toString().trimEnd()));
    child.once('exit', (code) =>
      reject(new Error(`cognito-local exited with code ${code} before listening:\n${output}`)),
    );
  });
}

async function ensurePool(client: CognitoIdentityProviderClient): Promise<string> {
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const existing = pools.UserPools?.find((pool) => pool.Name === POOL_NAME);
  if (existing?.Id) return existing.Id;
  const created = await client.send(
    new CreateUserPoolCommand({
      PoolName: POOL_NAME,
      // Sign-up creates a generated username (spec §3); the user signs in with the e-mail alias.
      AliasAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: false,
        },
      },
    }),
  );
  if (!created.UserPool?.Id) throw new Error('cognito-local did not return a user pool id');
  return created.UserPool.Id;
}

async function ensureClient(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
): Promise<string> {
  const clients = await client.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  const existing = clients.UserPoolClients?.find((c) => c.ClientName === CLIENT_NAME);
  if (existing?.ClientId) return existing.ClientId;
  const created = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: CLIENT_NAME,
      GenerateSecret: false,
      ExplicitAuthFlows: [
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ],
      // The emulator cannot refresh tokens, so local sessions get week-long tokens instead.
      IdTokenValidity: 7,
      AccessTokenValidity: 7,
      RefreshTokenValidity: 30,
      TokenValidityUnits: { IdToken: 'days', AccessToken: 'days', RefreshToken: 'days' },
    }),
  );
  if (!created.UserPoolClient?.ClientId)
    throw new Error('cognito-local did not return a client id');
  return created.UserPoolClient.ClientId;
}

async function ensureUser(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  account: DemoAccount,
): Promise<void> {
  try {
    await client.send(
      new AdminGetUserCommand({ UserPoolId: userPoolId, Username: account.username }),
    );
    return;
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
  }
  await client.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: account.username,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: DEMO_PASSWORD,
      UserAttributes: [
        { Name: 'email', Value: account.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: account.firstName },
        { Name: 'family_name', Value: account.lastName },
      ],
    }),
  );
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: account.username,
      Password: DEMO_PASSWORD,
      Permanent: true,
    }),
  );
}

/** An SDK client for cognito-local (any credentials are accepted). */
export function createLocalCognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** Starts cognito-local and makes sure the pool, the client and the demo users exist. */
export async function startIdentityProvider(
  options: IdentityProviderOptions = {},
): Promise<IdentityProvider> {
  const rootDir = options.rootDir ?? repositoryRoot;
  const log = options.log ?? (() => {});
  await mkdir(path.join(rootDir, '.cognito'), { recursive: true });
  await writeEmulatorConfig(path.join(rootDir, '.cognito'));
  const port = options.port === 0 ? await freePort() : (options.port ?? 9229);
  const child = spawn(process.execPath, [runner], {
    cwd: rootDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      CODE: options.code ?? '123456',
      // cognito-local loads the v2 SDK, which prints an end-of-support notice on every start.
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  try {
    const endpoint = await waitForListening(child, log);
    const client = createLocalCognitoClient(endpoint);
    const userPoolId = await ensurePool(client);
    const clientId = await ensureClient(client, userPoolId);
    for (const account of options.demoUsers === false ? [] : (options.demoUsers ?? demoAccounts)) {
      await ensureUser(client, userPoolId, account);
    }
    client.destroy();
    const issuer = `${endpoint}/${userPoolId}`;
    const ids = { endpoint, issuer, region: 'local', userPoolId, clientId };
    await writeFile(
      path.join(rootDir, '.cognito', 'lexio.json'),
      `${JSON.stringify(ids, null, 2)}\n`,
    );
    return {
      ...ids,
      env: {
        COGNITO_ISSUER: issuer,
        COGNITO_CLIENT_ID: clientId,
        COGNITO_ENDPOINT: endpoint,
        COGNITO_USER_POOL_ID: userPoolId,
        COGNITO_REGION: 'local',
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

const runDirectly =
  process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) {
  const provider = await startIdentityProvider({ log: (line) => console.log(line) });
  console.log(
    `cognito-local is up at ${provider.endpoint} (data in ${path.join(repositoryRoot, '.cognito')})`,
  );
  for (const [key, value] of Object.entries(provider.env)) console.log(`${key}=${value}`);
  console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const account of demoAccounts) {
    console.log(
      `  ${account.email.padEnd(40)} ${account.role}${account.isStaff ? ' (staff)' : ''}`,
    );
  }
  const shutdown = () => void provider.stop().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
