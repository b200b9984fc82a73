import { sql } from 'kysely';
import { NOTIFYING_EVENT_TYPES } from '../../../events/notifications/recipients.js';
import type { Reactor } from '../../../projections/runner/reactor.js';
import type { NotificationRow } from '../../../projections/notifications/table.js';
import type { Mail } from '../../services/mail/outbox.js';
import type { AppServices } from '../../plugins/services.js';

// Mails a stored notification to its user when they opted into its type (notification_prefs).
// Runs once per deployment from its checkpoint; a mail is queued in the outbox together with its
// notification_mails row, so an event reacted to twice (a crash before the checkpoint) queues once.

export const NOTIFICATION_MAIL = 'reactor:notification-mail';
/** The notification must be stored before it is mailed; a slower fold is retried with back-off. */
const STORED_WITHIN_MS = 10_000;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const notificationMail = (publicUrl: string, to: string, n: Pick<NotificationRow, 'title' | 'text' | 'url'>): Mail => {
  const link = `${publicUrl}/admin${n.url}`;
  return {
    to,
    subject: n.title,
    text: [n.text, '', `Open: ${link}`].join('\n'),
    html: `<p>${escapeHtml(n.text)}</p><p><a href="${escapeHtml(link)}">Open</a></p>`,
  };
};

export const notificationMailReactor = (services: AppServices): Reactor => ({
  name: NOTIFICATION_MAIL,
  handles: NOTIFYING_EVENT_TYPES,
  react: async (event) => {
    if (!(await services.runner.waitFor(event.position, STORED_WITHIN_MS, [event.type], { background: true }))) throw new Error('the notifications of the event are not stored yet');
    const wanted = await services.db.selectFrom('notifications as n')
      .innerJoin('notification_prefs as p', (join) => join.on(sql`p.user_id::text`, '=', sql.ref('n.user_id')))
      .innerJoin('users as u', (join) => join.on(sql`u.id::text`, '=', sql.ref('n.user_id')))
      .where('n.event_id', '=', event.id)
      .where(sql<boolean>`n.type = ANY(p.email_types)`)
      .select(['n.id', 'n.title', 'n.text', 'n.url', 'u.email'])
      .execute();
    for (const n of wanted) {
      await services.db.transaction().execute(async (trx) => {
        const claimed = await trx.insertInto('notification_mails').values({ notification_id: n.id, mail_id: 0 })
          .onConflict((oc) => oc.column('notification_id').doNothing()).returning('notification_id').executeTakeFirst();
        if (!claimed) return;
        const mail = notificationMail(services.config.publicUrl, n.email, n);
        const queued = await trx.insertInto('mail_outbox').values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html ?? null })
          .returning('id').executeTakeFirstOrThrow();
        await trx.updateTable('notification_mails').set({ mail_id: queued.id }).where('notification_id', '=', n.id).execute();
      });
    }
  },
});
