import type { Generated, Selectable } from 'kysely';

/** Outgoing mail; sent by nodemailer when SMTP_URL is set, otherwise read by admins in the dev mailbox. */
export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: Generated<Date>;
  sent_at: Date | null;
  attempts: Generated<number>;
  last_error: string | null;
}

export type MailRow = Selectable<MailOutboxTable>;
