import nodemailer from 'nodemailer';
import type { Db } from '../../../database/connect.js';

// With SMTP_URL set, unsent outbox mails are sent; without it they stay for the admin dev mailbox.
const SEND_INTERVAL_MS = 5_000;
const MAX_ATTEMPTS = 5;

export const startMailSender = (db: Db, smtpUrl: string, from: string, log: (msg: string, err?: unknown) => void) => {
  const transport = nodemailer.createTransport(smtpUrl);
  let running = true;
  const sendPending = async () => {
    const pending = await db.selectFrom('mail_outbox').selectAll().where('sent_at', 'is', null).where('attempts', '<', MAX_ATTEMPTS).orderBy('id').limit(20).execute();
    for (const mail of pending) {
      try {
        await transport.sendMail({ from, to: mail.to_address, subject: mail.subject, text: mail.text_body, html: mail.html_body ?? undefined });
        await db.updateTable('mail_outbox').set({ sent_at: new Date(), attempts: mail.attempts + 1 }).where('id', '=', mail.id).execute();
      } catch (error) {
        log(`mail ${mail.id} not sent`, error);
        await db.updateTable('mail_outbox').set({ attempts: mail.attempts + 1, last_error: String(error) }).where('id', '=', mail.id).execute();
      }
    }
  };
  const timer = setInterval(() => {
    if (running) sendPending().catch((error) => log('mail sender failed', error));
  }, SEND_INTERVAL_MS);
  return {
    stop: () => {
      running = false;
      clearInterval(timer);
      transport.close();
    },
  };
};
