import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findUserByEmail } from '../../../tables/users/queries.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { queueMail } from '../../services/mail/outbox.js';
import { verificationMail } from '../../services/mail/templates.js';
import { withAccountEvents } from '../account-events.js';
import { accountFormLimit, mailFormLimit } from './limits.js';
import { consumeLinkToken, createLinkToken } from './link-tokens.js';
import { EmailBody, Message, TokenBody } from './schemas.js';
import { problem } from '../../../events/problem.js';

export const EMAIL_VERIFIED = 'Your email is confirmed: you can sign in now';
export const ALREADY_VERIFIED = 'Your email is already confirmed';
export const VERIFICATION_SENT = 'We sent you a new confirmation email';
export const USER_NOT_FOUND = problem('USER_NOT_FOUND', 'User not found');

export const emailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/auth/validate-email', {
    schema: { tags: ['auth'], security: [], body: TokenBody, response: { 200: Message, 400: ErrorSchema, 429: ErrorSchema } },
    config: { rateLimit: accountFormLimit },
  }, async (request) => {
    const now = app.now();
    await withAccountEvents(app, async (trx, record) => {
      const id = await consumeLinkToken(trx, request.body.token, 'verify_email', now);
      await trx.updateTable('users').set({ email_verified_at: now, updated_at: now }).where('id', '=', id).execute();
      await record('EmailVerified', { userId: id, at: now.toISOString() });
    });
    return { message: EMAIL_VERIFIED };
  });

  app.post('/auth/resend-verification', {
    schema: { tags: ['auth'], security: [], body: EmailBody, response: { 200: Message, 404: ErrorSchema, 429: ErrorSchema } },
    config: { rateLimit: mailFormLimit },
  }, async (request) => {
    const user = await findUserByEmail(app.db, request.body.email);
    if (!user) throw new HttpError(404, USER_NOT_FOUND);
    if (user.email_verified_at) return { message: ALREADY_VERIFIED, code: 'ALREADY_VERIFIED' };
    await app.db.transaction().execute(async (trx) => {
      const token = await createLinkToken(trx, user.id, 'verify_email', app.now());
      await queueMail(trx, verificationMail(app.config.publicUrl, user.email, user.first_name, token));
    });
    return { message: VERIFICATION_SENT, code: 'VERIFICATION_SENT' };
  });
};
