import type { Role } from '@lexio/api/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { unauthorized } from './errors';
import { asOrganisationId, type OrganisationId } from './tenancy';
import {
  type IdentityToken,
  InvalidTokenError,
  type TokenService,
  type VerifiedToken,
} from './tokens';

/** The caller of an authenticated request. */
export interface Principal {
  userId: string;
  /** The only OrganisationId a request can hold: its own organisation's. */
  organisationId: OrganisationId;
  role: Role;
  email: string;
  isStaff: boolean;
  /** Set when a staff member acts through an impersonation token. */
  impersonatorUserId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate hook on every authenticated route. */
    principal: Principal | null;
  }
}

/** The caller of a request that passed the authenticate hook. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/** A user as authentication sees one. */
export interface AuthUser {
  id: string;
  organisationId: string;
  role: Role;
  email: string;
  isStaff: boolean;
}

/**
 * The user lookups authentication needs, across organisations since no organisation is known yet.
 * lib/ never imports a module: modules/identity implements this, and AppDeps carries it.
 */
export interface UserDirectory {
  /** The user a verified identity token speaks for, provisioned on its first sign-in. */
  resolveIdentity(token: IdentityToken): Promise<AuthUser>;
  /** Any user by id: an impersonation token names its user and its staff member by id. */
  findUserById(userId: string): Promise<AuthUser | undefined>;
  /** Audits one request made with an impersonation token. */
  recordImpersonationRequest(
    actor: AuthUser,
    subject: AuthUser,
    request: { method: string; url: string },
  ): Promise<void>;
}

const toPrincipal = (user: AuthUser, impersonatorUserId: string | null): Principal => ({
  userId: user.id,
  // The one place a request's organisation id is branded: it is the authenticated user's own.
  organisationId: asOrganisationId(user.organisationId),
  role: user.role,
  email: user.email,
  // An impersonation never grants the impersonated user's staff powers to anyone.
  isStaff: impersonatorUserId ? false : user.isStaff,
  impersonatorUserId,
});

export interface AuthDeps {
  tokens: TokenService;
  directory: UserDirectory;
}

/** What a principal served from the IdentityCache still has to be confirmed against. */
export interface UnconfirmedUser {
  /** The identity provider's subject the cached user was found by. */
  sub: string;
}

/**
 * The users identity tokens resolved to, by subject, each remembered until the token that looked it
 * up expires (and at most `max` of them, the least recently used dropped first). An entry is never
 * trusted on its own: only a route whose handler confirms the user in its own statement reads it
 * (`createAuthenticate`'s `useCache`), so a user removed, moved to another organisation or relinked
 * in any process is refused by that statement, whatever this process remembers.
 */
export class IdentityCache {
  private readonly entries = new Map<string, { user: AuthUser; expiresAt: number }>();

  constructor(
    private readonly max = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(sub: string): AuthUser | undefined {
    const entry = this.entries.get(sub);
    if (!entry) return undefined;
    this.entries.delete(sub);
    if (entry.expiresAt <= this.now()) return undefined;
    // Most recently used last: Map keeps insertion order.
    this.entries.set(sub, entry);
    return entry.user;
  }

  set(sub: string, user: AuthUser, expiresAt: number | undefined): void {
    if (expiresAt === undefined || expiresAt <= this.now()) return;
    this.entries.delete(sub);
    this.entries.set(sub, { user, expiresAt });
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  delete(sub: string): void {
    this.entries.delete(sub);
  }

  get size(): number {
    return this.entries.size;
  }
}

export interface AuthOptions {
  /** Remembers the users identity tokens resolved to (shared by the hooks given the same one). */
  cache?: IdentityCache;
  /**
   * Serve an identity token's user from `cache` without reading it. Only for routes whose handler
   * confirms the user (`unconfirmedUser`) in the statement that acts for it, and which read
   * nothing of the principal but its user and organisation ids before that statement; when the
   * statement finds the user changed, the handler calls `refresh` and starts again.
   */
  useCache?: boolean;
}

/** The authenticate hook, and what a handler of a route served from the cache needs. */
export interface Authenticate {
  (request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Set when this request's principal came from the cache: the user to confirm. */
  unconfirmedUser(request: FastifyRequest): UnconfirmedUser | null;
  /** Forgets the request's cached user and authenticates it again from the directory. */
  refresh(request: FastifyRequest): Promise<Principal>;
}

/**
 * An onRequest hook: a Cognito ID token, or an impersonation token (every use audit-logged),
 * becomes request.principal; anything else is a 401.
 */
export function createAuthenticate(
  { tokens, directory }: AuthDeps,
  { cache, useCache = false }: AuthOptions = {},
): Authenticate {
  const unconfirmed = new WeakMap<FastifyRequest, UnconfirmedUser>();

  const verify = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized('Missing bearer token');
    try {
      return await tokens.verify(match[1]);
    } catch (error) {
      if (error instanceof InvalidTokenError) {
        request.log.info({ reason: error.message }, 'rejected token');
        throw unauthorized('Invalid or expired token');
      }
      throw error;
    }
  };

  const resolve = async (
    request: FastifyRequest,
    verified: VerifiedToken,
    fromCache: boolean,
  ): Promise<Principal> => {
    unconfirmed.delete(request);
    if (verified.kind === 'identity') {
      const cached = fromCache ? cache?.get(verified.sub) : undefined;
      if (cached) {
        unconfirmed.set(request, { sub: verified.sub });
        return toPrincipal(cached, null);
      }
      const user = await directory.resolveIdentity(verified);
      cache?.set(verified.sub, user, verified.expiresAt);
      return toPrincipal(user, null);
    }
    const [user, actor] = await Promise.all([
      directory.findUserById(verified.userId),
      directory.findUserById(verified.actorUserId),
    ]);
    // The staff member may have lost the flag (or left) since the token was issued.
    if (!user || !actor?.isStaff) throw unauthorized('Invalid impersonation token');
    await directory.recordImpersonationRequest(actor, user, {
      method: request.method,
      url: request.url,
    });
    return toPrincipal(user, actor.id);
  };

  const authenticate = async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    request.principal = await resolve(request, await verify(request), useCache);
  };
  return Object.assign(authenticate, {
    unconfirmedUser: (request: FastifyRequest) => unconfirmed.get(request) ?? null,
    refresh: async (request: FastifyRequest) => {
      const verified = await verify(request);
      if (verified.kind === 'identity') cache?.delete(verified.sub);
      request.principal = await resolve(request, verified, false);
      return request.principal;
    },
  });
}
