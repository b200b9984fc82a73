import { sql, type Kysely } from 'kysely';
import { audit } from '../audit/queries.js';
import type { Database } from '../../database/schema.js';
import type { Page } from '../../database/query-helpers.js';

const ENTITY = 'support_closed_dates';

export type ClosedDate = { date: string; created_at: Date };
export type ClosedDateSort = 'date' | 'created_at';
export type ClosedDateFilter = { from?: string; dates?: string[] };

const asText = sql<string>`date::text`.as('date');

/** Closed dates, oldest first by default; `from` keeps the days from then on. */
export const listClosedDates = async (db: Kysely<Database>, filter: ClosedDateFilter, page: Page<ClosedDateSort>) => {
  let query = db.selectFrom('support_closed_dates');
  if (filter.from) query = query.where('date', '>=', filter.from);
  if (filter.dates) query = query.where(sql<string>`date::text`, 'in', filter.dates.length ? filter.dates : ['']);
  const [rows, count] = await Promise.all([
    query.select([asText, 'created_at']).orderBy(page.sort.field, page.sort.order).orderBy('date').offset(page.offset).limit(page.limit).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as ClosedDate[], total: Number(count.total) };
};

/** The closed days from `from` (YYYY-MM-DD) on, in order: what the support bar and its calendar need. */
export const upcomingClosedDates = async (db: Kysely<Database>, from: string): Promise<string[]> =>
  (await db.selectFrom('support_closed_dates').select(asText).where('date', '>=', from).orderBy('date').execute()).map((row) => row.date);

export const findClosedDate = async (db: Kysely<Database>, date: string) =>
  (await db.selectFrom('support_closed_dates').select([asText, 'created_at']).where('date', '=', date).executeTakeFirst()) as ClosedDate | undefined;

/** Adds a closed day; undefined when it is already closed. */
export const addClosedDate = (db: Kysely<Database>, actorId: string, date: string, now: Date) =>
  db.transaction().execute(async (trx) => {
    const row = (await trx.insertInto('support_closed_dates').values({ date, created_at: now })
      .onConflict((oc) => oc.column('date').doNothing()).returning([asText, 'created_at']).executeTakeFirst()) as ClosedDate | undefined;
    if (row) await audit(trx, { actorId, entity: ENTITY, entityId: date, action: 'create', after: row });
    return row;
  });

export const removeClosedDate = (db: Kysely<Database>, actorId: string, date: string) =>
  db.transaction().execute(async (trx) => {
    const before = (await trx.deleteFrom('support_closed_dates').where('date', '=', date).returning([asText, 'created_at']).executeTakeFirst()) as ClosedDate | undefined;
    if (before) await audit(trx, { actorId, entity: ENTITY, entityId: date, action: 'delete', before });
    return before;
  });
