import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import { escapeLike, type Page } from '../../database/query-helpers.js';
import type { FaqEntryRow } from './table.js';

// The FAQ list: grouped (group, then position) by default, searchable in both languages.

export const FAQ_SORTABLE = ['group', 'position', 'updated_at'] as const;
export type FaqSort = (typeof FAQ_SORTABLE)[number];
export type FaqFilter = { q?: string };

const SEARCHED = ['group_en', 'group_es', 'question_en', 'question_es', 'answer_en', 'answer_es'] as const;

const filtered = (db: Kysely<Database>, f: FaqFilter) => {
  let query = db.selectFrom('faq_entries').selectAll();
  if (f.q) {
    // A FAQ has tens of entries: a scan of both languages, no trigram index.
    const pattern = escapeLike(f.q);
    query = query.where((eb) => eb.or(SEARCHED.map((column) => eb(column, 'ilike', pattern))));
  }
  return query;
};

export const listFaq = async (db: Kysely<Database>, filter: FaqFilter, page: Page<FaqSort>): Promise<{ rows: FaqEntryRow[]; total: number }> => {
  const order = page.sort.order;
  let query = filtered(db, filter);
  // 'group' reads the groups as one key (the index faq_entries_grouped), each group by position.
  if (page.sort.field === 'group') query = query.orderBy('group_en', order).orderBy('group_es', order).orderBy('position').orderBy('id');
  else query = query.orderBy(page.sort.field, order).orderBy('id');
  const [rows, count] = await Promise.all([
    query.offset(page.offset).limit(page.limit).execute(),
    filtered(db, filter).clearSelect().select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
};

export const findFaqEntry = async (db: Kysely<Database>, id: string): Promise<FaqEntryRow | null> =>
  (await db.selectFrom('faq_entries').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;

