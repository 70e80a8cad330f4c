import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

/**
 * A stand-in identity provider for token tests: a real RS256 key pair whose public JWKS is served
 * over HTTP, so the server verifies tokens exactly as against Cognito.
 */
export interface TestIssuer {
  issuer: string;
  clientId: string;
  /**
   * Signs an ID token; `claims` add to or replace the defaults (token_use id, a cognito:username,
   * email_verified true), `options` set the registered ones.
   */
  idToken(
    claims: {
      sub: string;
      email?: string;
      email_verified?: boolean | string;
      given_name?: string;
      family_name?: string;
    } & JWTPayload,
    options?: { expiresIn?: string | number; audience?: string; issuer?: string; key?: CryptoKey },
  ): Promise<string>;
  /** A key the JWKS does not publish (a forged token). */
  foreignKey: CryptoKey;
  close(): Promise<void>;
}

export async function startTestIssuer(clientId = 'test-client'): Promise<TestIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((request, response) => {
    if (request.url === '/pool/.well-known/jwks.json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}/pool`;
  return {
    issuer,
    clientId,
    foreignKey: foreign.privateKey,
    idToken: (claims, options = {}) =>
      new SignJWT({
        token_use: 'id',
        'cognito:username': `user_${claims.sub}`,
        // As Cognito's ID token after the sign-up's e-mail is confirmed.
        email_verified: true,
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(options.issuer ?? issuer)
        .setAudience(options.audience ?? clientId)
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '1h')
        .sign(options.key ?? privateKey),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
