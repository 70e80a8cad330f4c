import type { Role } from '@lexio/api/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { unauthorized } from './errors';
import { asOrganisationId, type OrganisationId } from './tenancy';
import { type IdentityToken, InvalidTokenError, type TokenService } from './tokens';

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

/**
 * An onRequest hook: a Cognito ID token, or an impersonation token (every use audit-logged),
 * becomes request.principal; anything else is a 401.
 */
export function createAuthenticate({ tokens, directory }: AuthDeps) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized('Missing bearer token');
    let verified;
    try {
      verified = await tokens.verify(match[1]);
    } catch (error) {
      if (error instanceof InvalidTokenError) {
        request.log.info({ reason: error.message }, 'rejected token');
        throw unauthorized('Invalid or expired token');
      }
      throw error;
    }
    if (verified.kind === 'identity') {
      request.principal = toPrincipal(await directory.resolveIdentity(verified), null);
      return;
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
    request.principal = toPrincipal(user, actor.id);
  };
}
