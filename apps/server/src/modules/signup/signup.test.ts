import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';

import {
  createLocalCognitoClient,
  startIdentityProvider,
  type IdentityProvider,
} from '../../../scripts/identity';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import type { DatabaseHandle } from '../../db';
import { DEFAULT_RATE_LIMITS, loadConfig } from '../../config';
import { createIdentityAdmin } from '../../lib/identity-admin';
import { bearer, buildTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';

// One real cognito-local on a free port, in a temporary folder, for the whole file.
describe('sign-up checks and sign-in against cognito-local', () => {
  let rootDir: string;
  let provider: IdentityProvider;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const signUpUser = async (email: string) => {
    const username = `mario_de_rossi_${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const client = createLocalCognitoClient(provider.endpoint);
    await client.send(
      new SignUpCommand({
        ClientId: provider.clientId,
        Username: username,
        Password: 'Passw0rdLexio',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'given_name', Value: 'Mario' },
          { Name: 'family_name', Value: 'De Rossi' },
        ],
      }),
    );
    return { username, client };
  };
  const post = (url: string, email: string) =>
    app.inject({ method: 'POST', url: `/signUp/${url}`, payload: { email } });

  beforeAll(async () => {
    rootDir = await mkdtemp(path.join(tmpdir(), 'lexio-cognito-'));
    [provider, database] = await Promise.all([
      startIdentityProvider({ rootDir, port: 0 }),
      testDatabases[1]!.open(),
    ]);
    const config = loadConfig({
      COGNITO_ISSUER: provider.issuer,
      COGNITO_CLIENT_ID: provider.clientId,
      COGNITO_ENDPOINT: provider.endpoint,
    });
    app = await buildTestApp(database, provider, {
      env: { COGNITO_ENDPOINT: provider.endpoint },
      identityAdmin: createIdentityAdmin(config.auth),
    });
  });

  afterAll(async () => {
    await app?.close();
    await Promise.all([provider?.stop(), database?.close()]);
    await rm(rootDir, { recursive: true, force: true });
  });

  it('accepts an ID token of a demo user signed in by e-mail, and reads names of a new sign-up', async () => {
    const client = createLocalCognitoClient(provider.endpoint);
    const demo = await client.send(
      new InitiateAuthCommand({
        ClientId: provider.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'owner.standard@demo.lexio.local', PASSWORD: DEMO_PASSWORD },
      }),
    );
    // The demo users are created with a verified e-mail.
    expect(decodeJwt(demo.AuthenticationResult!.IdToken!).email_verified).toBe(true);
    const me = await app.inject({
      method: 'GET',
      url: '/users/me',
      headers: bearer(demo.AuthenticationResult!.IdToken!),
    });
    // No seed in this database: the demo identity becomes the owner of a new organisation.
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'owner.standard@demo.lexio.local',
      firstName: 'Giulia',
      lastName: 'Bianchi',
      role: 'OWNER',
    });
  });

  it('walks an e-mail through unknown, needs verification, resend, confirmed, signed in', async () => {
    const email = `new.${Date.now()}@example.com`;
    expect((await post('userExists', email)).json()).toEqual({ exists: false });
    expect((await post('userNeedsVerification', email)).json()).toEqual({
      needsVerification: false,
    });
    expect((await post('userResendVerificationEmail', email)).json()).toEqual({ sent: false });

    const { username, client } = await signUpUser(email);
    expect((await post('userExists', email)).json()).toEqual({ exists: true });
    expect((await post('userNeedsVerification', email)).json()).toEqual({
      needsVerification: true,
    });
    expect((await post('userResendVerificationEmail', email)).json()).toEqual({ sent: true });

    await client.send(
      new ConfirmSignUpCommand({
        ClientId: provider.clientId,
        Username: username,
        ConfirmationCode: '123456',
      }),
    );
    expect((await post('userNeedsVerification', email)).json()).toEqual({
      needsVerification: false,
    });

    // The generated username is never typed: the user signs in with the e-mail.
    const signedIn = await client.send(
      new InitiateAuthCommand({
        ClientId: provider.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: 'Passw0rdLexio' },
      }),
    );
    // The server links or provisions only a verified e-mail: confirming the sign-up verifies it.
    expect(decodeJwt(signedIn.AuthenticationResult!.IdToken!).email_verified).toBe(true);
    const me = await app.inject({
      method: 'GET',
      url: '/users/me',
      headers: bearer(signedIn.AuthenticationResult!.IdToken!),
    });
    expect(me.json()).toMatchObject({
      email,
      firstName: 'Mario',
      lastName: 'De Rossi',
      role: 'OWNER',
      isOnboarded: false,
    });
  });

  it('refuses a body without a valid e-mail', async () => {
    const response = await post('userExists', 'not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('email');
  });

  it('rate-limits the unauthenticated checks per address', async () => {
    const replies = [];
    for (let i = 0; i <= DEFAULT_RATE_LIMITS.signUp; i += 1) {
      replies.push(
        await app.inject({
          method: 'POST',
          url: '/signUp/userExists',
          payload: { email: 'x' },
          remoteAddress: '10.0.0.9',
        }),
      );
    }
    expect(replies.slice(0, -1).every((reply) => reply.statusCode === 400)).toBe(true);
    const limited = replies.at(-1)!;
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
  });
});
