import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../database/schema.js';

export type Mail = { to: string; subject: string; text: string; html?: string };

/** Queue a mail in the caller's transaction, so it exists exactly when the change that sends it does. */
export const queueMail = (trx: Kysely<Database> | Transaction<Database>, mail: Mail) =>
  trx.insertInto('mail_outbox').values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html ?? null }).execute();
