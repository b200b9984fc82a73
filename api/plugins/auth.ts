import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../tables/users/table.js';
import { normaliseEmail } from '../../tables/users/email.js';
import { HttpError } from '../http/errors.js';
import { signToken, verifyToken, type TokenClaims, type TokenPurpose } from '../services/tokens.js';
import type { UserById } from '../services/user-lookup.js';
import { problem } from '../../events/problem.js';
import type { PermissionTree, SubUserRole } from '../../events/subUsers/permissions.js';
import { subUserGrant } from '../../projections/subUsers/queries.js';
import { subUserMayCall } from '../http/sub-user-routes.js';

// Bearer-token authentication and the role table of spec section 6, enforced on the server.
// Each protected route names its roles in `config.roles`; none named means any signed-in user.

/** A sub-user signed in (issue 13): the account it acts for is the AuthUser; this is who acts and what it may do. */
export type ActingSubUser = { id: string; email: string; role: SubUserRole; permissions: PermissionTree };

/**
 * The account a request acts on. For a sub-user it is the parent account (its balance, orders,
 * credits, roles), with `subUser` naming the sub-user so events can record who did it.
 */
export type AuthUser = { id: string; email: string; roles: Role[]; sessionVersion: number; subUser?: ActingSubUser };

declare module 'fastify' {
  interface FastifyContextConfig {
    roles?: readonly Role[];
    /** Accept the short-lived two-factor token instead of a session token (second login step only). */
    tokenPurpose?: TokenPurpose;
    /**
     * Body fields naming accounts the handler reads (`requireAccount`): their rows come in the sign-in's
     * own query. The token is checked on request as everywhere; its user is read after the body is
     * parsed, before validation (so a 401 or 403 still comes before a 400).
     */
    accountsInBody?: readonly string[];
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** Account rows this request read or asked for, by id (see `accountsInBody`). */
    accountReads: Map<string, Promise<UserById | undefined>> | null;
    /** A checked token whose user is read with the body's accounts (see `accountsInBody`). */
    pendingClaims: TokenClaims | null;
    /** The claims of the token this request signed in with (whose session sign-out ends). */
    sessionClaims: TokenClaims | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** The active user a token names, or null (expired, revoked, wrong purpose, unknown user). */
    userForToken(token: string, purpose?: TokenPurpose): Promise<AuthUser | null>;
    issueToken(user: { id: string; session_version: number }, purpose?: TokenPurpose): string;
  }
}

export const NOT_SIGNED_IN = problem('NOT_SIGNED_IN', 'Please sign in to continue');
export const SESSION_ENDED = problem('SESSION_ENDED', 'Your session has ended: please sign in again');
export const NOT_ALLOWED = problem('ROLE_NOT_ALLOWED', 'Your role does not allow this action');
export const SUB_USER_NOT_ALLOWED = problem('SUB_USER_NOT_ALLOWED', 'Your sub-user permissions do not allow this action');

export const hasRole = (user: { roles: readonly Role[] }, allowed: readonly Role[]) => allowed.some((role) => user.roles.includes(role));

/** A session signed out (POST /signout, api/routes/auth/sessions.ts): its token answers 401 like a revoked one. */
const sessionEnded = (user: Pick<UserById, 'ended_sessions'>, claims: TokenClaims) =>
  claims.sid !== undefined && user.ended_sessions.some((ended) => ended.sid === claims.sid);

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  // Only the header: a token in a URL ends up in proxy logs (the live socket sends it in its first message).
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
};

export const authPlugin = fp<{ jwtSecret: string }>(
  async (app, { jwtSecret }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('accountReads', null);
    app.decorateRequest('pendingClaims', null);
    app.decorateRequest('sessionClaims', null);
    // A body's `email` is always an account's address (sign-in, registration, recovery, users):
    // normalised once here, before validation, so every route, lookup and rate limit sees one spelling.
    app.addHook('preValidation', async (request) => {
      const body = request.body as { email?: unknown } | null | undefined;
      if (body && typeof body === 'object' && typeof body.email === 'string') body.email = normaliseEmail(body.email);
    });
    app.decorate('issueToken', (user: { id: string; session_version: number }, purpose: TokenPurpose = 'session') =>
      signToken(jwtSecret, { sub: user.id, sv: user.session_version, purpose }),
    );
    const claimsOf = (token: string, purpose: TokenPurpose) => {
      const claims = verifyToken(jwtSecret, token);
      return claims && claims.purpose === purpose ? claims : null;
    };
    const signedIn = (claims: TokenClaims, user: UserById | undefined): AuthUser | null =>
      !user || !user.active || user.session_version !== claims.sv || sessionEnded(user, claims)
        ? null
        : { id: user.id, email: user.email, roles: user.roles, sessionVersion: user.session_version };
    app.decorate('userForToken', async (token: string, purpose: TokenPurpose = 'session'): Promise<AuthUser | null> => {
      const claims = claimsOf(token, purpose);
      return claims && signedIn(claims, await app.userById(claims.sub));
    });
    /**
     * A sub-user's session acts as its parent: the parent must be active and the sub-user not deleted
     * (its grant is read from the sub_users read model at each request, so a changed tree or a deletion
     * counts at once). Only session tokens: the two-factor step signs the sub-user itself in.
     */
    const actAsParent = async (request: FastifyRequest, subUser: AuthUser & { parentId: string }): Promise<AuthUser> => {
      const reads = request.accountReads!;
      if (!reads.has(subUser.parentId)) reads.set(subUser.parentId, app.userById(subUser.parentId));
      const [parent, grant] = await Promise.all([reads.get(subUser.parentId)!, subUserGrant(app.db, subUser.id)]);
      if (!parent?.active || !grant || grant.parent_id !== parent.id) throw new HttpError(401, SESSION_ENDED);
      return {
        id: parent.id, email: parent.email, roles: parent.roles, sessionVersion: parent.session_version,
        subUser: { id: subUser.id, email: subUser.email, role: grant.role, permissions: grant.permissions },
      };
    };
    /** Reads the token's user (and asks for the body's accounts in the same turn: one query), then checks the role. */
    const signIn = async (request: FastifyRequest, claims: TokenClaims, accounts: readonly string[] = []) => {
      const reads = (request.accountReads ??= new Map());
      for (const id of [claims.sub, ...accounts]) {
        if (reads.has(id)) continue;
        const read = app.userById(id);
        // Awaited later or never (a 401 first): a failed read must not be an unhandled rejection meanwhile.
        read.catch(() => undefined);
        reads.set(id, read);
      }
      const row = await reads.get(claims.sub);
      const user = signedIn(claims, row);
      if (!user) throw new HttpError(401, SESSION_ENDED);
      request.sessionClaims = claims;
      const parentId = row?.sub_user_of;
      request.user = parentId && claims.purpose === 'session' ? await actAsParent(request, { ...user, parentId }) : user;
      const roles = request.routeOptions.config.roles;
      if (roles && !hasRole(request.user, roles)) throw new HttpError(403, NOT_ALLOWED);
      // Beside the parent's roles, the sub-user's own rights (api/http/sub-user-routes.ts).
      const subUser = request.user.subUser;
      if (subUser && !subUserMayCall(request.routeOptions.method as string, request.routeOptions.url ?? '', subUser.permissions)) throw new HttpError(403, SUB_USER_NOT_ALLOWED);
    };
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw new HttpError(401, NOT_SIGNED_IN);
      const claims = claimsOf(token, request.routeOptions.config.tokenPurpose ?? 'session');
      if (!claims) throw new HttpError(401, SESSION_ENDED);
      // The body is not parsed yet: its accounts and the user are read together before validation.
      if (request.routeOptions.config.accountsInBody) request.pendingClaims = claims;
      else await signIn(request, claims);
    });
    app.addHook('preValidation', async (request) => {
      const claims = request.pendingClaims;
      if (!claims) return;
      request.pendingClaims = null;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const accounts = (request.routeOptions.config.accountsInBody ?? []).map((field) => body[field]).filter((id): id is string => typeof id === 'string');
      await signIn(request, claims, accounts);
    });
  },
  { name: 'auth', dependencies: ['services'] },
);

/** The signed-in user of a route behind `authenticate`. */
export const currentUser = (request: FastifyRequest): AuthUser => {
  if (!request.user) throw new HttpError(401, NOT_SIGNED_IN);
  return request.user;
};

/** The `subUserId` field of a command or event when a sub-user acts for the account (spread into it). */
export const subUserOf = (user: AuthUser): { subUserId?: string } => (user.subUser ? { subUserId: user.subUser.id } : {});

/** Who did it, for the events: the sub-user when one acts for the account, else the account itself. */
export const actingId = (user: AuthUser): string => user.subUser?.id ?? user.id;
