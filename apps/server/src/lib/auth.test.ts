import type { FastifyReply, FastifyRequest } from 'fastify';

import {
  type AuthOptions,
  type AuthUser,
  createAuthenticate,
  IdentityCache,
  type UserDirectory,
} from './auth';
import { HttpError } from './errors';
import { InvalidTokenError, type TokenService, type VerifiedToken } from './tokens';

// Authentication works only through what AppDeps hands it: a token service and a user directory.
// These fakes stand in for both, so no database or identity provider is involved.

const owner: AuthUser = {
  id: 'user-owner',
  organisationId: 'org-a',
  role: 'OWNER',
  email: 'owner@example.com',
  isStaff: false,
};
const staff: AuthUser = {
  id: 'user-staff',
  organisationId: 'org-support',
  role: 'ADMIN',
  email: 'staff@example.com',
  isStaff: true,
};

function setup(tokens: Record<string, VerifiedToken>, users: AuthUser[], options?: AuthOptions) {
  const audited: { actor: string; subject: string; url: string }[] = [];
  const lookups: string[] = [];
  const directory: UserDirectory = {
    resolveIdentity: async (token) => {
      lookups.push(token.sub);
      const user = users.find((u) => u.email === token.email);
      if (!user) throw new Error('unknown identity');
      return user;
    },
    findUserById: async (id) => users.find((u) => u.id === id),
    recordImpersonationRequest: async (actor, subject, request) => {
      audited.push({ actor: actor.id, subject: subject.id, url: request.url });
    },
  };
  const tokenService: TokenService = {
    verify: async (token) => {
      const verified = tokens[token];
      if (!verified) throw new InvalidTokenError('unknown token');
      return verified;
    },
    issueImpersonation: async () => ({ token: 'unused', expiresAt: new Date() }),
  };
  const authenticate = createAuthenticate({ tokens: tokenService, directory }, options);
  const request = (authorization?: string) =>
    ({
      headers: authorization ? { authorization } : {},
      method: 'GET',
      url: '/users/me',
      log: { info: () => undefined },
      principal: null,
    }) as unknown as FastifyRequest;
  const call = async (authorization?: string) => {
    const req = request(authorization);
    await authenticate(req, {} as FastifyReply);
    return req.principal;
  };
  return { call, request, authenticate, audited, lookups };
}

const identity = (email: string): VerifiedToken => ({
  kind: 'identity',
  sub: `sub-${email}`,
  email,
  emailVerified: true,
  username: undefined,
  givenName: undefined,
  familyName: undefined,
  expiresAt: Date.now() + 3_600_000,
});

describe('the authenticate hook', () => {
  it("makes the principal of an identity token, scoped to the user's own organisation", async () => {
    const { call } = setup({ t1: identity(owner.email) }, [owner]);
    expect(await call('Bearer t1')).toEqual({
      userId: 'user-owner',
      organisationId: 'org-a',
      role: 'OWNER',
      email: 'owner@example.com',
      isStaff: false,
      impersonatorUserId: null,
    });
  });

  it('answers 401 without a bearer token or with one the token service refuses', async () => {
    const { call } = setup({}, [owner]);
    await expect(call()).rejects.toMatchObject({ statusCode: 401 });
    await expect(call('Bearer forged')).rejects.toBeInstanceOf(HttpError);
  });

  it('acts as the impersonated user without staff powers, and audits every request', async () => {
    const { call, audited } = setup(
      { imp: { kind: 'impersonation', userId: owner.id, actorUserId: staff.id } },
      [owner, staff],
    );
    expect(await call('Bearer imp')).toMatchObject({
      userId: 'user-owner',
      organisationId: 'org-a',
      isStaff: false,
      impersonatorUserId: 'user-staff',
    });
    await call('Bearer imp');
    expect(audited).toEqual([
      { actor: 'user-staff', subject: 'user-owner', url: '/users/me' },
      { actor: 'user-staff', subject: 'user-owner', url: '/users/me' },
    ]);
  });

  it('refuses an impersonation token once its staff member has lost the flag', async () => {
    const { call, audited } = setup(
      { imp: { kind: 'impersonation', userId: owner.id, actorUserId: staff.id } },
      [owner, { ...staff, isStaff: false }],
    );
    await expect(call('Bearer imp')).rejects.toMatchObject({ statusCode: 401 });
    expect(audited).toEqual([]);
  });
});

describe('the identity cache', () => {
  it('serves a remembered user only where asked to, and says it is still to be confirmed', async () => {
    const cache = new IdentityCache();
    const tokens = { t1: identity(owner.email) };
    const plain = setup(tokens, [owner], { cache });
    const cached = setup(tokens, [owner], { cache, useCache: true });

    // The plain hook reads the user every time (and remembers it).
    await plain.call('Bearer t1');
    await plain.call('Bearer t1');
    expect(plain.lookups).toEqual(['sub-owner@example.com', 'sub-owner@example.com']);

    const request = cached.request('Bearer t1');
    await cached.authenticate(request, {} as FastifyReply);
    expect(cached.lookups).toEqual([]);
    expect(request.principal).toMatchObject({ userId: 'user-owner', organisationId: 'org-a' });
    expect(cached.authenticate.unconfirmedUser(request)).toEqual({ sub: 'sub-owner@example.com' });

    // The handler found the user changed: it is read again, and no longer to be confirmed.
    await cached.authenticate.refresh(request);
    expect(cached.lookups).toEqual(['sub-owner@example.com']);
    expect(cached.authenticate.unconfirmedUser(request)).toBeNull();
  });

  it('reads a user the cache does not hold, and never remembers an impersonation', async () => {
    const cache = new IdentityCache();
    const { request, authenticate, lookups } = setup(
      {
        t1: identity(owner.email),
        imp: { kind: 'impersonation', userId: owner.id, actorUserId: staff.id },
      },
      [owner, staff],
      { cache, useCache: true },
    );
    const first = request('Bearer t1');
    await authenticate(first, {} as FastifyReply);
    expect(lookups).toHaveLength(1);
    expect(authenticate.unconfirmedUser(first)).toBeNull();
    const impersonated = request('Bearer imp');
    await authenticate(impersonated, {} as FastifyReply);
    expect(authenticate.unconfirmedUser(impersonated)).toBeNull();
    expect(cache.size).toBe(1);
  });

  it("keeps a user no longer than its token's lifetime, and at most `max` users", () => {
    let now = 1_000;
    const cache = new IdentityCache(2, () => now);
    cache.set('a', owner, 2_000);
    cache.set('b', staff, 5_000);
    // Without a known expiry, or already expired: not remembered.
    cache.set('c', owner, undefined);
    cache.set('d', owner, 500);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBe(owner);
    now = 2_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(staff);
    cache.set('e', owner, 9_000);
    cache.set('f', owner, 9_000);
    // The least recently used goes first.
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
