import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import type { Database } from '../../../database/schema.js';
import type { EndedSession } from '../../../tables/users/table.js';
import { SESSION_ENDED } from '../../plugins/auth.js';
import { HttpError } from '../../http/errors.js';
import type { RecordInTransaction } from '../account-events.js';

// Ending sessions. Every session of a login ends by moving its session version (its tokens answer 401 at
// the next request, on every instance: the users-changed channel); one session ends by signing out,
// which keeps the token's `sid` on the user row until the token would have expired anyway.

/** Sessions kept as signed out on one row; past this the oldest ones end as all do (a new session version). */
export const MAX_ENDED_SESSIONS = 100;

export const SIGNED_OUT = 'You are signed out';

/**
 * Every session of a login ends, and those of the sub-users acting for its account (their tokens are
 * their own logins'): close-sessions, a password change or reset. Each sub-user's stream records
 * SessionsClosed (its live sockets close); the caller records what happened to the login itself.
 * Answers the login's new session version, which a fresh token for the session that asked carries.
 */
export const endAllSessions = async (trx: Transaction<Database>, record: RecordInTransaction, userId: string, now: Date) => {
  const login = await trx.updateTable('users').set((eb) => ({ session_version: eb('session_version', '+', 1), updated_at: now }))
    .where('id', '=', userId).returning(['id', 'email', 'session_version']).executeTakeFirstOrThrow();
  const subUsers = await trx.updateTable('users').set((eb) => ({ session_version: eb('session_version', '+', 1), updated_at: now }))
    .where('sub_user_of', '=', userId).where('active', '=', true).returning('id').execute();
  for (const { id } of subUsers) await record('SessionsClosed', { userId: id, at: now.toISOString() });
  return login;
};

/** The signed-out sessions still worth keeping (their tokens not yet expired) and the new one. */
export const withEndedSession = (kept: readonly EndedSession[], ended: EndedSession, now: Date): EndedSession[] =>
  [...kept.filter((session) => Date.parse(session.until) > now.getTime() && session.sid !== ended.sid), ended];

export const signoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Any signed-in session, a sub-user's too (it ends the sub-user's own token, never its parent's).
  app.post('/signout', {
    schema: { tags: ['auth'], summary: 'End this session: its token answers 401 from now on', response: { 200: Type.Object({ message: Type.String() }) } },
  }, async (request) => {
    const claims = request.sessionClaims;
    if (!claims) throw new HttpError(401, SESSION_ENDED);
    const now = app.now();
    await app.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('users').select(['ended_sessions']).where('id', '=', claims.sub).forUpdate().executeTakeFirst();
      if (!row) return;
      const until = new Date((claims.exp ?? 0) * 1000);
      const ended = claims.sid ? withEndedSession(row.ended_sessions, { sid: claims.sid, until: until.toISOString() }, now) : null;
      // A token from before sessions had ids, or a row full of them: every session of the login ends.
      if (!ended || ended.length > MAX_ENDED_SESSIONS) {
        await trx.updateTable('users').set((eb) => ({ session_version: eb('session_version', '+', 1), ended_sessions: '[]', updated_at: now })).where('id', '=', claims.sub).execute();
      } else {
        await trx.updateTable('users').set({ ended_sessions: JSON.stringify(ended) }).where('id', '=', claims.sub).execute();
      }
    });
    // This instance's very next request refuses the token (the others hear it from the users-changed channel).
    app.forgetUser(claims.sub);
    return { message: SIGNED_OUT };
  });
};
