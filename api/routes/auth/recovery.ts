import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findUserByEmail } from '../../../tables/users/queries.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { hashPassword, newPasswordProblem } from '../../services/passwords.js';
import { queueMail } from '../../services/mail/outbox.js';
import { resetPasswordMail } from '../../services/mail/templates.js';
import { withAccountEvents } from '../account-events.js';
import { consumeLinkToken, createLinkToken } from './link-tokens.js';
import { EmailBody, Message, ResetBody } from './schemas.js';

// The same answer whether or not the email is registered, so the form tells nobody who has an account.
export const RECOVERY_SENT = 'If this email is registered, we sent a link to reset the password';
export const PASSWORD_RESET = 'Your password was changed: you can sign in now';
export const SESSIONS_CLOSED = 'All sessions are closed';

export const recoveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/auth/recovery-password', {
    schema: { tags: ['auth'], security: [], body: EmailBody, response: { 200: Message } },
    config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
  }, async (request) => {
    const user = await findUserByEmail(app.db, request.body.email);
    if (user?.active) {
      await app.db.transaction().execute(async (trx) => {
        const token = await createLinkToken(trx, user.id, 'reset_password', app.now());
        await queueMail(trx, resetPasswordMail(app.config.publicUrl, user.email, user.first_name, token));
      });
    }
    return { message: RECOVERY_SENT };
  });

  app.post('/auth/reset-password', {
    schema: { tags: ['auth'], security: [], body: ResetBody, response: { 200: Message, 400: ErrorSchema } },
  }, async (request) => {
    const problem = newPasswordProblem(request.body.password, request.body.repeatPassword);
    if (problem) throw new HttpError(400, problem);
    const hash = await hashPassword(request.body.password);
    const now = app.now();
    await withAccountEvents(app, async (trx, record) => {
      const id = await consumeLinkToken(trx, request.body.token, 'reset_password', now);
      // A reset link proves the mailbox: it also confirms the email and ends the old sessions.
      await trx.updateTable('users')
        .set((eb) => ({ password_hash: hash, session_version: eb('session_version', '+', 1), email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)), updated_at: now }))
        .where('id', '=', id).execute();
      await record('PasswordReset', { userId: id, at: now.toISOString() });
    });
    return { message: PASSWORD_RESET };
  });

  app.post('/close-sessions/:token', {
    schema: {
      tags: ['auth'], security: [], params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }),
      response: { 200: Type.Object({ message: Type.String(), email: Type.String() }), 400: ErrorSchema },
    },
  }, async (request) => {
    const now = app.now();
    const user = await withAccountEvents(app, async (trx, record) => {
      const id = await consumeLinkToken(trx, request.params.token, 'close_sessions', now);
      const closed = await trx.updateTable('users').set((eb) => ({ session_version: eb('session_version', '+', 1), updated_at: now }))
        .where('id', '=', id).returning(['id', 'email']).executeTakeFirstOrThrow();
      await record('SessionsClosed', { userId: closed.id, at: now.toISOString() });
      // A sub-user acts with its parent's account: closing the parent's sessions ends theirs too (issue 13).
      const subUsers = await trx.updateTable('users').set((eb) => ({ session_version: eb('session_version', '+', 1), updated_at: now }))
        .where('sub_user_of', '=', closed.id).where('active', '=', true).returning('id').execute();
      for (const { id: subUserId } of subUsers) await record('SessionsClosed', { userId: subUserId, at: now.toISOString() });
      return closed;
    });
    return { message: SESSIONS_CLOSED, email: user.email };
  });
};
