import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Db } from '../db';
import { findUserById } from '../modules/users/repo';
import { resolveIdentityUser } from '../modules/users/service';
import type { UserRow } from '../modules/users/tables';
import { unauthorized } from './errors';
import type { IdentityAdmin } from './identity-admin';
import { InvalidTokenError, type TokenService } from './tokens';

/** The caller of an authenticated request. */
export interface Principal {
  userId: string;
  organisationId: string;
  role: UserRow['role'];
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

const toPrincipal = (user: UserRow, impersonatorUserId: string | null): Principal => ({
  userId: user.id,
  organisationId: user.organisation_id,
  role: user.role,
  email: user.email,
  // An impersonation never grants the impersonated user's staff powers to anyone.
  isStaff: impersonatorUserId ? false : user.is_staff,
  impersonatorUserId,
});

export interface AuthDeps {
  db: Db;
  tokens: TokenService;
  identityAdmin: IdentityAdmin | undefined;
}

/**
 * An onRequest hook: a Cognito ID token, or an impersonation token (every use audit-logged),
 * becomes request.principal; anything else is a 401.
 */
export function createAuthenticate({ db, tokens, identityAdmin }: AuthDeps) {
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
      const user = await resolveIdentityUser(db, verified, identityAdmin);
      request.principal = toPrincipal(user, null);
      return;
    }
    const [user, actor] = await Promise.all([
      findUserById(db, verified.userId),
      findUserById(db, verified.actorUserId),
    ]);
    // The staff member may have lost the flag (or left) since the token was issued.
    if (!user || !actor?.is_staff) throw unauthorized('Invalid impersonation token');
    await db
      .insertInto('audit_log')
      .values({
        actor_user_id: actor.id,
        subject_user_id: user.id,
        organisation_id: user.organisation_id,
        action: 'impersonation.request',
        detail: JSON.stringify({ method: request.method, url: request.url }),
      })
      .execute();
    request.principal = toPrincipal(user, actor.id);
  };
}
