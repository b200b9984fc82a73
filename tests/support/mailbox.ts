import type { Db } from '../../database/connect.js';

/** The newest outbox mail to an address, and the token in its link. */
export const lastMailTo = async (db: Db, to: string) => {
  const mail = await db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const link = /https?:\/\/\S+/.exec(mail.text_body)?.[0] ?? '';
  const token = /(?:token=|reset-password\/|close-sessions\/)([A-Za-z0-9_-]+)/.exec(link)?.[1] ?? '';
  return { mail, link, token };
};
