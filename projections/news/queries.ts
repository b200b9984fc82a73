import { sql, type Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import { escapeLike, type Page } from '../../database/query-helpers.js';
import type { NewsRow } from './table.js';

// The news list (simple-rest, newest first by default) with the reader's read marker, and the unread count.

export const NEWS_SORTABLE = ['published_at', 'updated_at'] as const;
export type NewsSort = (typeof NEWS_SORTABLE)[number];
export type NewsFilter = { q?: string; unread?: boolean };
export type NewsItemRow = NewsRow & { read: boolean };

const forReader = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('news as n')
    .leftJoin('news_reads as r', (join) => join.onRef('r.news_id', '=', 'n.id').on('r.user_id', '=', userId))
    .selectAll('n')
    .select(sql<boolean>`r.news_id IS NOT NULL`.as('read'));

const filtered = (db: Kysely<Database>, userId: string, f: NewsFilter) => {
  let query = forReader(db, userId);
  if (f.unread !== undefined) query = query.where('r.news_id', f.unread ? 'is' : 'is not', null);
  if (f.q) {
    // Tens or hundreds of items: a scan over both languages, no trigram index.
    const pattern = escapeLike(f.q);
    query = query.where((eb) => eb.or(['n.title_en', 'n.title_es', 'n.body_en', 'n.body_es'].map((column) => eb(sql.ref(column), 'ilike', pattern))));
  }
  return query;
};

export const listNews = async (db: Kysely<Database>, userId: string, filter: NewsFilter, page: Page<NewsSort>): Promise<{ rows: NewsItemRow[]; total: number }> => {
  const [rows, count] = await Promise.all([
    filtered(db, userId, filter).orderBy(`n.${page.sort.field}`, page.sort.order).orderBy('n.id', page.sort.order).offset(page.offset).limit(page.limit).execute(),
    filtered(db, userId, filter).clearSelect().select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
};

export const findNews = async (db: Kysely<Database>, userId: string, id: string): Promise<NewsItemRow | null> =>
  (await forReader(db, userId).where('n.id', '=', id).executeTakeFirst()) ?? null;

/** Items published minus items the reader has read: two one-row reads, never a count over items. */
export const unreadNews = async (db: Kysely<Database>, userId: string): Promise<number> => {
  const row = await db.selectNoFrom((eb) => [
    eb.selectFrom('news_totals').select('published').where('id', '=', 1).as('published'),
    eb.selectFrom('news_read_counts').select('read').where('user_id', '=', userId).as('read'),
  ]).executeTakeFirstOrThrow();
  return Math.max(0, Number(row.published ?? 0) - Number(row.read ?? 0));
};
