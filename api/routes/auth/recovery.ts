import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findUserByEmail } from '../../../tables/users/queries.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { hashPassword, newPasswordProblem } from '../../services/passwords.js';
import { queueMail } from '../../services/mail/outbox.js';
import { resetPasswordMail } from '../../services/mail/templates.js';
import { withAccountEvents } from '../account-events.js';
import { accountFormLimit, mailFormLimit } from './limits.js';
import { assertLinkTokenUsable, consumeLinkToken, createLinkToken } from './link-tokens.js';
import { endAllSessions } from './sessions.js';
import { EmailBody, Message, ResetBody } from './schemas.js';

// The same answer whether or not the email is registered, so the form tells nobody who has an account.
export const RECOVERY_SENT = 'If this email is registered, we sent a link to reset the password';
export const PASSWORD_RESET = 'Your password was changed: you can sign in now';
export const SESSIONS_CLOSED = 'All sessions are closed';

export const recoveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/auth/recovery-password', {
    schema: { tags: ['auth'], security: [], body: EmailBody, response: { 200: Message, 429: ErrorSchema } },
    config: { rateLimit: mailFormLimit },
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
    schema: { tags: ['auth'], security: [], body: ResetBody, response: { 200: Message, 400: ErrorSchema, 429: ErrorSchema } },
    config: { rateLimit: accountFormLimit },
  }, async (request) => {
    const now = app.now();
    // The link first: a hash costs real CPU, and a request with no good link must never cost one.
    await assertLinkTokenUsable(app.db, request.body.token, 'reset_password', now);
    const problem = newPasswordProblem(request.body.password, request.body.repeatPassword);
    if (problem) throw new HttpError(400, problem);
    const hash = await hashPassword(request.body.password);
    await withAccountEvents(app, async (trx, record) => {
      const id = await consumeLinkToken(trx, request.body.token, 'reset_password', now);
      // A reset link proves the mailbox: it also confirms the email and ends the old sessions (its sub-users' too).
      await trx.updateTable('users')
        .set((eb) => ({ password_hash: hash, email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)), updated_at: now }))
        .where('id', '=', id).execute();
      await endAllSessions(trx, record, id, now);
      await record('PasswordReset', { userId: id, at: now.toISOString() });
    });
    return { message: PASSWORD_RESET };
  });

  app.post('/close-sessions/:token', {
    schema: {
      tags: ['auth'], security: [], params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }),
      response: { 200: Type.Object({ message: Type.String(), email: Type.String() }), 400: ErrorSchema, 429: ErrorSchema },
    },
    config: { rateLimit: accountFormLimit },
  }, async (request) => {
    const now = app.now();
    const user = await withAccountEvents(app, async (trx, record) => {
      const id = await consumeLinkToken(trx, request.params.token, 'close_sessions', now);
      // A sub-user acts with its parent's account: closing the parent's sessions ends theirs too.
      const closed = await endAllSessions(trx, record, id, now);
      await record('SessionsClosed', { userId: closed.id, at: now.toISOString() });
      return closed;
    });
    return { message: SESSIONS_CLOSED, email: user.email };
  });
};
