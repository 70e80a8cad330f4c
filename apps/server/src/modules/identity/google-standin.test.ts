import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { meSchema } from '@lexio/api/contract';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';

import {
  startGoogleStandin,
  type GoogleStandin,
} from '../../../../../tools/google-standin/standin.mjs';
import { startIdentityProvider, type IdentityProvider } from '../../../scripts/identity';
import type { DatabaseHandle } from '../../db';
import { bearer, buildTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';

// The local stand-in for the Cognito domain with Google (tools/google-standin) against a real
// cognito-local: the OAuth round trip aws-amplify makes, and the server accepting its ID token.
describe('the local Google sign-in stand-in', () => {
  const redirectUri = 'http://127.0.0.1:5999/auth/login';
  // The stand-in's certificate is self-signed: trusted here as the only certificate authority.
  let ca: Buffer;
  interface Reply {
    status: number;
    location: string | null;
    cookies: string[];
    allowOrigin: string | null;
    text: string;
  }
  const call = (
    url: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ) =>
    new Promise<Reply>((resolve, reject) => {
      const req = request(
        new URL(url, standin.url),
        { method: init.method ?? 'GET', headers: init.headers, ca },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              location: res.headers.location ?? null,
              cookies: res.headers['set-cookie'] ?? [],
              allowOrigin: (res.headers['access-control-allow-origin'] as string) ?? null,
              text,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(init.body);
    });
  let rootDir: string;
  let identity: IdentityProvider;
  let standin: GoogleStandin;
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    rootDir = await mkdtemp(path.join(tmpdir(), 'lexio-google-standin-'));
    [identity, database] = await Promise.all([
      startIdentityProvider({ rootDir, port: 0, demoUsers: false }),
      testDatabases[0]!.open(),
    ]);
    standin = await startGoogleStandin({
      identity,
      redirectUris: [redirectUri],
      stateDir: rootDir,
    });
    app = await buildTestApp(database, identity);
    ca = await readFile(path.join(rootDir, 'tls', 'standin.crt'));
  });

  afterAll(async () => {
    await app?.close();
    await standin?.stop();
    await Promise.all([identity?.stop(), database?.close()]);
    await rm(rootDir, { recursive: true, force: true });
  });

  /** Authorize, the stand-in's page, Continue: what the browser does; returns the code. */
  async function authorize(form: Record<string, string>, challenge: string) {
    const jar = new Map<string, string>();
    const go = async (url: string, init: { method?: string; body?: string } = {}) => {
      const response = await call(url, {
        ...init,
        headers: {
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
      });
      for (const cookie of response.cookies) {
        const [pair = ''] = cookie.split(';');
        jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
      return response;
    };
    const params = new URLSearchParams({
      redirect_uri: redirectUri,
      response_type: 'code',
      client_id: identity.clientId,
      identity_provider: 'Google',
      scope: 'openid email profile aws.cognito.signin.user.admin',
      state: 'state-1',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    let response = await go(`/oauth2/authorize?${params}`);
    const interaction = response.location!;
    const page = (await go(interaction)).text;
    expect(page).toContain('Local stand-in for Google');
    expect(page).toContain('not Google');
    response = await go(interaction, {
      method: 'POST',
      body: new URLSearchParams({ action: 'continue', ...form }).toString(),
    });
    response = await go(response.location!);
    const back = new URL(response.location!);
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe('state-1');
    return back.searchParams.get('code')!;
  }

  async function tokensFor(form: Record<string, string>) {
    const verifier = randomBytes(48).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const code = await authorize(form, challenge);
    const response = await call('/oauth2/token', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://127.0.0.1:5999',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        client_id: identity.clientId,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      }).toString(),
    });
    expect(response.status).toBe(200);
    // The web app calls the token endpoint from its own origin.
    expect(response.allowOrigin).toBe('http://127.0.0.1:5999');
    return JSON.parse(response.text) as { id_token: string; access_token: string };
  }

  it('issues cognito-local tokens for a federated user that the server and cognito-local accept', async () => {
    const tokens = await tokensFor({
      email: 'Ada@Example.com',
      given_name: 'Ada',
      family_name: 'Lovelace',
      email_verified: 'true',
    });
    const id = decodeJwt(tokens.id_token);
    expect(id).toMatchObject({
      iss: identity.issuer,
      aud: identity.clientId,
      token_use: 'id',
      email: 'ada@example.com',
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
      identities: [expect.objectContaining({ providerName: 'Google' })],
    });
    expect(id['cognito:username']).toMatch(/^google_\d+$/);
    const access = decodeJwt(tokens.access_token);
    expect(access).toMatchObject({
      sub: id.sub,
      token_use: 'access',
      username: id['cognito:username'],
      client_id: identity.clientId,
      scope: 'aws.cognito.signin.user.admin',
    });

    // The server verifies it through cognito-local's JWKS: a new owner, as after a sign-up.
    const me = await app.inject({
      method: 'GET',
      url: '/users/me',
      headers: bearer(tokens.id_token),
    });
    expect(me.statusCode).toBe(200);
    expect(meSchema.parse(me.json())).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      role: 'OWNER',
    });

    // cognito-local's GetUser (Amplify's fetchUserAttributes) accepts the access token.
    const user = await fetch(identity.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
      },
      body: JSON.stringify({ AccessToken: tokens.access_token }),
    });
    expect(user.status).toBe(200);
    expect(((await user.json()) as { Username: string }).Username).toBe(id['cognito:username']);
  });

  it('passes on an e-mail the page did not mark verified, and signs in the same user again', async () => {
    const unverified = decodeJwt(
      (await tokensFor({ email: 'bob@example.com', given_name: 'Bob' })).id_token,
    );
    expect(unverified.email_verified).toBe(false);
    const again = decodeJwt(
      (await tokensFor({ email: 'bob@example.com', given_name: 'Bob', email_verified: 'true' }))
        .id_token,
    );
    expect(again.sub).toBe(unverified.sub);
    expect(again.email_verified).toBe(true);
  });

  it('ends at Cognito’s /logout only for a registered logout_uri', async () => {
    const logout = (uri: string) =>
      call(`/logout?client_id=${identity.clientId}&logout_uri=${encodeURIComponent(uri)}`);
    const ok = await logout(redirectUri);
    expect(ok.status).toBe(302);
    expect(ok.location).toBe(redirectUri);
    expect((await logout('https://evil.example/')).status).toBe(400);
  });
});
