import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../tables/users/table.js';
import { normaliseEmail } from '../../tables/users/email.js';
import { HttpError } from '../http/errors.js';
import { signToken, verifyToken, type TokenPurpose } from '../services/tokens.js';
import { problem } from '../../events/problem.js';

// Bearer-token authentication and the role table of spec section 6, enforced on the server.
// Each protected route names its roles in `config.roles`; none named means any signed-in user.

export type AuthUser = { id: string; email: string; roles: Role[]; sessionVersion: number };

declare module 'fastify' {
  interface FastifyContextConfig {
    roles?: readonly Role[];
    /** Accept the short-lived two-factor token instead of a session token (second login step only). */
    tokenPurpose?: TokenPurpose;
  }
  interface FastifyRequest {
    user: AuthUser | null;
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

export const hasRole = (user: { roles: readonly Role[] }, allowed: readonly Role[]) => allowed.some((role) => user.roles.includes(role));

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  // Only the header: a token in a URL ends up in proxy logs (the live socket sends it in its first message).
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
};

export const authPlugin = fp<{ jwtSecret: string }>(
  async (app, { jwtSecret }) => {
    app.decorateRequest('user', null);
    // A body's `email` is always an account's address (sign-in, registration, recovery, users):
    // normalised once here, before validation, so every route, lookup and rate limit sees one spelling.
    app.addHook('preValidation', async (request) => {
      const body = request.body as { email?: unknown } | null | undefined;
      if (body && typeof body === 'object' && typeof body.email === 'string') body.email = normaliseEmail(body.email);
    });
    app.decorate('issueToken', (user: { id: string; session_version: number }, purpose: TokenPurpose = 'session') =>
      signToken(jwtSecret, { sub: user.id, sv: user.session_version, purpose }),
    );
    app.decorate('userForToken', async (token: string, purpose: TokenPurpose = 'session'): Promise<AuthUser | null> => {
      const claims = verifyToken(jwtSecret, token);
      if (!claims || claims.purpose !== purpose) return null;
      const user = await app.userById(claims.sub);
      if (!user || !user.active || user.session_version !== claims.sv) return null;
      return { id: user.id, email: user.email, roles: user.roles, sessionVersion: user.session_version };
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw new HttpError(401, NOT_SIGNED_IN);
      const user = await app.userForToken(token, request.routeOptions.config.tokenPurpose ?? 'session');
      if (!user) throw new HttpError(401, SESSION_ENDED);
      request.user = user;
      const roles = request.routeOptions.config.roles;
      if (roles && !hasRole(request.user, roles)) throw new HttpError(403, NOT_ALLOWED);
    });
  },
  { name: 'auth', dependencies: ['services'] },
);

/** The signed-in user of a route behind `authenticate`. */
export const currentUser = (request: FastifyRequest): AuthUser => {
  if (!request.user) throw new HttpError(401, NOT_SIGNED_IN);
  return request.user;
};
