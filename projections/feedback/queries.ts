import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import type { Page } from '../../database/query-helpers.js';
import type { FeedbackKind } from '../../events/feedback/events.js';
import type { DealerFeedbackRow } from './table.js';

// feedback/index (Admin, Support): newest first by default, filtered by rating, kind and dealer; the
// dealer's name is joined from users when read (names change; the feedback does not).

type Db = Kysely<Database>;

export const FEEDBACK_SORTABLE = ['created_at', 'rating', 'order_number'] as const;
export type FeedbackSort = (typeof FEEDBACK_SORTABLE)[number];
export type FeedbackFilter = { rating?: number; kind?: FeedbackKind; dealerId?: string };
export type FeedbackListRow = DealerFeedbackRow & { dealer_name: string | null };

const filtered = (db: Db, f: FeedbackFilter) => {
  let query = db.selectFrom('dealer_feedback as f');
  if (f.rating !== undefined) query = query.where('f.rating', '=', f.rating);
  if (f.kind) query = query.where('f.kind', '=', f.kind);
  if (f.dealerId) query = query.where('f.dealer_id', '=', f.dealerId);
  return query;
};

export const listFeedback = async (db: Db, filter: FeedbackFilter, page: Page<FeedbackSort>): Promise<{ rows: FeedbackListRow[]; total: number }> => {
  const [rows, count] = await Promise.all([
    filtered(db, filter).leftJoin('users as u', 'u.id', 'f.dealer_id')
      .selectAll('f')
      .select((eb) => eb.fn.coalesce(eb.fn('nullif', [eb.fn('trim', [eb.fn('concat_ws', [eb.val(' '), 'u.first_name', 'u.last_name'])]), eb.val('')]), 'u.email').as('dealer_name'))
      .orderBy(`f.${page.sort.field}`, page.sort.order).orderBy('f.id').offset(page.offset).limit(page.limit).execute(),
    filtered(db, filter).select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as FeedbackListRow[], total: Number(count.total) };
};

/** The feedback given on an order, or null. */
export const feedbackOfOrder = async (db: Db, orderId: string): Promise<DealerFeedbackRow | null> =>
  (await db.selectFrom('dealer_feedback').selectAll().where('order_id', '=', orderId).executeTakeFirst()) ?? null;
