import { sql, type Kysely, type Transaction } from 'kysely';
import { UPGRADE_DISCOUNT_YEARS, type OrderType } from '../../events/constants.js';
import { isYoungerThan, type PreviousOrder } from '../../events/catalogue/upgrade.js';
import type { Database } from '../../database/schema.js';
import { escapeLike, NO_ID, type Page } from '../../database/query-helpers.js';
import { canonicalJson, type PreviousOrderFields } from './sheet.js';
import type { CurrencyDetails, PreviousOrderRow } from './table.js';

type Executor = Kysely<Database> | Transaction<Database>;

const ENTITY = 'previous_orders';
/** Rows written per transaction: short ones, so an import never holds back the event feed. */
const CHUNK = 500;

export type PreviousOrderSortField = 'ordered_at' | 'price' | 'type';
export type PreviousOrderFilter = { q?: string; type?: OrderType; dealerId?: string; vin?: string; start?: Date; end?: Date; ids?: string[] };
/** A row with the email of the account it belongs to. */
export type PreviousOrderWithDealer = PreviousOrderRow & { dealer_email: string };

const filtered = (db: Executor, filter: PreviousOrderFilter) => {
  let query = db.selectFrom('previous_orders as p').innerJoin('users as u', 'u.id', 'p.dealer_id');
  if (filter.q) {
    // A VIN is searched by its beginning (indexed); an account by any part of its email.
    const vinPrefix = `${filter.q.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const email = escapeLike(filter.q.toLowerCase());
    query = query.where((eb) => eb.or([eb('p.vin', 'like', vinPrefix), eb(sql<string>`lower(u.email)`, 'like', email)]));
  }
  if (filter.type) query = query.where('p.type', '=', filter.type);
  if (filter.dealerId) query = query.where('p.dealer_id', '=', filter.dealerId);
  if (filter.vin) query = query.where('p.vin', '=', filter.vin.trim().toUpperCase());
  if (filter.start) query = query.where('p.ordered_at', '>=', filter.start);
  if (filter.end) query = query.where('p.ordered_at', '<', filter.end);
  if (filter.ids) query = query.where('p.id', 'in', filter.ids.length ? filter.ids : [NO_ID]);
  return query;
};

export const listPreviousOrders = async (db: Executor, filter: PreviousOrderFilter, page: Page<PreviousOrderSortField>) => {
  const query = filtered(db, filter);
  const [rows, count] = await Promise.all([
    query.selectAll('p').select('u.email as dealer_email')
      .orderBy(`p.${page.sort.field}`, page.sort.order).orderBy('p.ordered_at', 'desc').orderBy('p.id')
      .offset(page.offset).limit(page.limit).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as PreviousOrderWithDealer[], total: Number(count.total) };
};

export const findPreviousOrder = (db: Executor, id: string) =>
  db.selectFrom('previous_orders as p').innerJoin('users as u', 'u.id', 'p.dealer_id').selectAll('p').select('u.email as dealer_email')
    .where('p.id', '=', id).executeTakeFirst() as Promise<PreviousOrderWithDealer | undefined>;

/** A previous order as the upgrade discount reads it (events/catalogue/upgrade.ts), with its id and currency. */
export type PreviousOrderForUpgrade = PreviousOrder & { id: string; currencyDetails: CurrencyDetails };

const yearsBefore = (date: Date, years: number) => {
  const earlier = new Date(date.getTime());
  earlier.setUTCFullYear(earlier.getUTCFullYear() - years);
  return earlier;
};

/**
 * The previous orders of a VIN that can still earn an upgrade discount at `now`: placed before
 * `now` and under UPGRADE_DISCOUNT_YEARS old (isYoungerThan), newest first. The order feature
 * combines them with the portal's own completed orders of the VIN.
 */
export const previousOrdersForVin = async (db: Executor, vin: string, now: Date): Promise<PreviousOrderForUpgrade[]> => {
  // A day wider than the window in SQL (indexed); the exact calendar rule is the domain's own.
  const since = new Date(yearsBefore(now, UPGRADE_DISCOUNT_YEARS).getTime() - 24 * 60 * 60 * 1000);
  const rows = await db.selectFrom('previous_orders')
    .select(['id', 'type', 'stage', 'price', 'ordered_at', 'currency_details'])
    .where('vin', '=', vin.trim().toUpperCase()).where('ordered_at', '>', since).where('ordered_at', '<=', now)
    .orderBy('ordered_at', 'desc').orderBy('id').execute();
  return rows
    .filter((row) => isYoungerThan(row.ordered_at, UPGRADE_DISCOUNT_YEARS, now))
    .map((row) => ({ id: row.id, type: row.type, stage: row.stage, price: Number(row.price), createdAt: row.ordered_at, currencyDetails: row.currency_details }));
};

/** A checked sheet row and the account its email names. */
export type PreviousOrderImport = PreviousOrderFields & { dealerId: string };
export type ImportChange = 'imported' | 'updated' | 'unchanged';

const columnsOf = (row: PreviousOrderImport) => ({
  id: row.id, type: row.type, stage: row.stage, price: row.price, ordered_at: row.orderedAt,
  currency_details: JSON.stringify(row.currencyDetails), vehicle: JSON.stringify(row.vehicle),
  description: row.description === null ? null : JSON.stringify(row.description), vin: row.vin, dealer_id: row.dealerId,
});

/** True when the stored order already says what the row says (jsonb compared key order aside). */
export const sameOrder = (stored: PreviousOrderRow, row: PreviousOrderImport) =>
  stored.type === row.type && stored.stage === row.stage && Number(stored.price) === Number(row.price)
  && stored.ordered_at.getTime() === row.orderedAt.getTime() && stored.vin === row.vin && stored.dealer_id === row.dealerId
  && canonicalJson(stored.currency_details) === canonicalJson(row.currencyDetails)
  && canonicalJson(stored.vehicle) === canonicalJson(row.vehicle)
  && canonicalJson(stored.description) === canonicalJson(row.description);

/** One chunk: locked against other imports, compared with what is stored, the changes written and audited. */
const importChunk = (db: Kysely<Database>, actorId: string, rows: readonly PreviousOrderImport[], now: Date, dryRun: boolean) =>
  db.transaction().execute(async (trx) => {
    // Imports take turns chunk by chunk, so what a chunk compares against is what it overwrites.
    await sql`SELECT pg_advisory_xact_lock(hashtext('previous_orders_import'))`.execute(trx);
    const stored = new Map((await trx.selectFrom('previous_orders').selectAll().where('id', 'in', rows.map((r) => r.id)).execute()).map((r) => [r.id, r]));
    const changes = new Map<string, ImportChange>();
    const writes = rows.filter((row) => {
      const before = stored.get(row.id);
      const change: ImportChange = !before ? 'imported' : sameOrder(before, row) ? 'unchanged' : 'updated';
      changes.set(row.id, change);
      return change !== 'unchanged';
    });
    if (dryRun || !writes.length) return changes;
    const written = await trx.insertInto('previous_orders')
      .values(writes.map((row) => ({ ...columnsOf(row), imported_at: now, updated_at: now })))
      .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({
        type: eb.ref('excluded.type'), stage: eb.ref('excluded.stage'), price: eb.ref('excluded.price'), ordered_at: eb.ref('excluded.ordered_at'),
        currency_details: eb.ref('excluded.currency_details'), vehicle: eb.ref('excluded.vehicle'), description: eb.ref('excluded.description'),
        vin: eb.ref('excluded.vin'), dealer_id: eb.ref('excluded.dealer_id'), updated_at: eb.ref('excluded.updated_at'),
      })))
      .returningAll().execute();
    await trx.insertInto('audit_log').values(written.map((after) => {
      const before = stored.get(after.id);
      return {
        actor_id: actorId, entity: ENTITY, entity_id: after.id, action: before ? 'update' as const : 'create' as const,
        before: before ? JSON.stringify(before) : null, after: JSON.stringify(after),
      };
    })).execute();
    return changes;
  });

/**
 * Imports checked rows (each id once) in chunks of CHUNK rows, each its own short transaction; a
 * dry run compares without writing. Answers what happened to each id: a row equal to the stored
 * order is left alone ('unchanged'), so importing the same sheet twice changes nothing.
 */
export const importPreviousOrders = async (db: Kysely<Database>, actorId: string, rows: readonly PreviousOrderImport[], now: Date, dryRun = false) => {
  const changes = new Map<string, ImportChange>();
  for (let start = 0; start < rows.length; start += CHUNK) {
    for (const [id, change] of await importChunk(db, actorId, rows.slice(start, start + CHUNK), now, dryRun)) changes.set(id, change);
  }
  return changes;
};
