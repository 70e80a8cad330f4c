import { createRemoteJWKSet, decodeProtectedHeader, errors, jwtVerify, SignJWT } from 'jose';

import type { Config } from '../config';

/** Who a verified bearer token speaks for. */
export type VerifiedToken =
  | {
      kind: 'identity';
      sub: string;
      email: string | undefined;
      /**
       * The provider vouches for the e-mail (the ID token's email_verified claim). Only a verified
       * e-mail may provision a user or take over a seeded or invited one.
       */
      emailVerified: boolean;
      username: string | undefined;
      givenName: string | undefined;
      familyName: string | undefined;
      /**
       * The federated provider the user signed in through ('Google'), from the `identities` claim
       * Cognito puts in a federated user's ID token; unset for the pool's own (password) users.
       */
      federatedProvider?: string | undefined;
      /** When the token expires (ms since the epoch); what authentication may remember it for. */
      expiresAt?: number;
    }
  | { kind: 'impersonation'; userId: string; actorUserId: string };

/** A verified identity provider's ID token. */
export type IdentityToken = Extract<VerifiedToken, { kind: 'identity' }>;

export class InvalidTokenError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidTokenError';
  }
}

const IMPERSONATION_ISSUER = 'lexio-api';
const IMPERSONATION_AUDIENCE = 'lexio-api:impersonation';
/** How long an impersonation token is accepted. */
export const IMPERSONATION_TTL_SECONDS = 15 * 60;

export interface TokenService {
  verify(token: string): Promise<VerifiedToken>;
  issueImpersonation(
    userId: string,
    actorUserId: string,
  ): Promise<{ token: string; expiresAt: Date }>;
}

/** The provider of a Cognito federated user's ID token (`identities: [{ providerName, ... }]`). */
function federatedProviderOf(identities: unknown): string | undefined {
  if (!Array.isArray(identities)) return undefined;
  const first: unknown = identities[0];
  const name =
    first && typeof first === 'object' ? (first as { providerName?: unknown }).providerName : null;
  return typeof name === 'string' && name !== '' ? name : undefined;
}

export function createTokenService(
  config: Pick<Config, 'auth' | 'impersonationSecret'>,
): TokenService {
  const jwks = createRemoteJWKSet(new URL(`${config.auth.issuer}/.well-known/jwks.json`), {
    timeoutDuration: 5000,
    cooldownDuration: 30_000,
  });
  const secret = new TextEncoder().encode(config.impersonationSecret);

  const verifyIdentity = async (token: string): Promise<VerifiedToken> => {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: config.auth.issuer,
      audience: config.auth.clientId,
      algorithms: ['RS256'],
      requiredClaims: ['sub', 'exp'],
    });
    // Only ID tokens: an access token of the same pool carries no audience or e-mail.
    if (payload.token_use !== 'id') throw new InvalidTokenError('not an ID token');
    const text = (value: unknown) =>
      typeof value === 'string' && value !== '' ? value : undefined;
    return {
      kind: 'identity',
      sub: payload.sub as string,
      email: text(payload.email),
      // A boolean in Cognito's ID tokens; the string form appears for some federated identities.
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      username: text(payload['cognito:username']),
      givenName: text(payload.given_name),
      familyName: text(payload.family_name),
      federatedProvider: federatedProviderOf(payload.identities),
      expiresAt: (payload.exp as number) * 1000,
    };
  };

  const verifyImpersonation = async (token: string): Promise<VerifiedToken> => {
    const { payload } = await jwtVerify(token, secret, {
      issuer: IMPERSONATION_ISSUER,
      audience: IMPERSONATION_AUDIENCE,
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'act', 'exp'],
    });
    if (typeof payload.act !== 'string') throw new InvalidTokenError('bad act claim');
    return { kind: 'impersonation', userId: payload.sub as string, actorUserId: payload.act };
  };

  return {
    async verify(token) {
      try {
        const { alg } = decodeProtectedHeader(token);
        return alg === 'HS256' ? await verifyImpersonation(token) : await verifyIdentity(token);
      } catch (error) {
        if (error instanceof InvalidTokenError) throw error;
        if (error instanceof errors.JOSEError || error instanceof TypeError) {
          throw new InvalidTokenError(error.message);
        }
        throw error;
      }
    },
    async issueImpersonation(userId, actorUserId) {
      const expiresAt = new Date(Date.now() + IMPERSONATION_TTL_SECONDS * 1000);
      const token = await new SignJWT({ act: actorUserId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(IMPERSONATION_ISSUER)
        .setAudience(IMPERSONATION_AUDIENCE)
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(secret);
      return { token, expiresAt };
    },
  };
}
