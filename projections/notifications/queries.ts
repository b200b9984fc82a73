import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';

/** How many unread notifications the bell lists at most (the newest). */
export const UNREAD_LIST_MAX = 100;

export const unreadNotifications = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('notifications').selectAll().where('user_id', '=', userId).where('read_at', 'is', null)
    .orderBy('time', 'desc').orderBy('id').limit(UNREAD_LIST_MAX).execute();

/** Unread per type, from the counts the fold keeps (no count over notifications). */
export const unreadCounts = async (db: Kysely<Database>, userId: string) => {
  const rows = await db.selectFrom('notification_counts').select(['type', 'unread']).where('user_id', '=', userId).execute();
  const counts = Object.fromEntries(rows.filter((r) => r.unread > 0).map((r) => [r.type, r.unread]));
  return { counts, total: rows.reduce((sum, r) => sum + r.unread, 0) };
};

export const OLD_SORTABLE = ['time', 'readAt'] as const;

export const readNotifications = async (db: Kysely<Database>, userId: string, p: { sort: { field: (typeof OLD_SORTABLE)[number]; order: 'asc' | 'desc' }; offset: number; limit: number; type?: string }) => {
  let q = db.selectFrom('notifications').where('user_id', '=', userId).where('read_at', 'is not', null);
  if (p.type) q = q.where('type', '=', p.type);
  const column = p.sort.field === 'time' ? 'time' : 'read_at';
  const [rows, total] = await Promise.all([
    q.selectAll().orderBy(column, p.sort.order).orderBy('id').offset(p.offset).limit(p.limit).execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
};
