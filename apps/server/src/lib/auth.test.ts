import type { FastifyReply, FastifyRequest } from 'fastify';

import { type AuthUser, createAuthenticate, type UserDirectory } from './auth';
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

function setup(tokens: Record<string, VerifiedToken>, users: AuthUser[]) {
  const audited: { actor: string; subject: string; url: string }[] = [];
  const directory: UserDirectory = {
    resolveIdentity: async (token) => {
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
  const authenticate = createAuthenticate({ tokens: tokenService, directory });
  const call = async (authorization?: string) => {
    const request = {
      headers: authorization ? { authorization } : {},
      method: 'GET',
      url: '/users/me',
      log: { info: () => undefined },
      principal: null,
    } as unknown as FastifyRequest;
    await authenticate(request, {} as FastifyReply);
    return request.principal;
  };
  return { call, audited };
}

const identity = (email: string): VerifiedToken => ({
  kind: 'identity',
  sub: `sub-${email}`,
  email,
  emailVerified: true,
  username: undefined,
  givenName: undefined,
  familyName: undefined,
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
