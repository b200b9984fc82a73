import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';

// The download log of order files: written before the bytes go out, read by the order's screen.

export const logDownload = (db: Kysely<Database>, entry: { orderId: string; sha256: string; userId: string; ip: string | null }) =>
  db.insertInto('file_downloads').values({ order_id: entry.orderId, sha256: entry.sha256, user_id: entry.userId, ip: entry.ip }).execute();

export const downloadsOf = (db: Kysely<Database>, orderId: string) =>
  db.selectFrom('file_downloads as d').leftJoin('users as u', 'u.id', 'd.user_id')
    .select(['d.sha256', 'd.at', 'd.user_id', 'u.email']).where('d.order_id', '=', orderId).orderBy('d.at', 'desc').limit(100).execute();
