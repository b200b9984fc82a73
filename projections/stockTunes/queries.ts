import { sql, type Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import type { Page } from '../../database/query-helpers.js';
import type { StockCandidate } from './pick.js';

// Reads of the stock file database: the files/ list, the stages a read has a tune for
// (files/find-files) and the candidates for an order delivered at once (the stock reactor).

type Executor = Kysely<Database>;

/** A prefix pattern for LIKE, the user's \, % and _ taken literally. */
const prefix = (text: string) => `${text.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type StockTuneFilter = { q?: string; make?: string; dealerId?: string; dealer?: string; start?: Date; end?: Date; unit?: string; stage?: string };
export type StockTuneSortField = 'delivered_at' | 'number';

const filtered = (db: Executor, filter: StockTuneFilter) => {
  let query = db.selectFrom('stock_tunes as s').innerJoin('software_orders as o', 'o.id', 's.order_id');
  if (filter.q) {
    const like = prefix(filter.q);
    query = query.where((eb) => eb.or([eb(sql<string>`upper(s.hardware_number)`, 'like', like), eb(sql<string>`upper(s.software_version)`, 'like', like)]));
  }
  if (filter.make) query = query.where('s.make', '=', filter.make);
  if (filter.dealerId) query = query.where('s.dealer_id', '=', filter.dealerId);
  if (filter.dealer) query = query.where(sql<string>`lower(s.dealer_name)`, 'like', `%${filter.dealer.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (filter.unit) query = query.where('s.unit', '=', filter.unit);
  if (filter.stage) query = query.where('s.stage', '=', filter.stage);
  if (filter.start) query = query.where('s.delivered_at', '>=', filter.start);
  if (filter.end) query = query.where('s.delivered_at', '<', filter.end);
  return query;
};

export const listStockTunes = async (db: Executor, filter: StockTuneFilter, page: Page<StockTuneSortField>) => {
  const query = filtered(db, filter);
  const column = page.sort.field === 'number' ? 'o.number' : 's.delivered_at';
  const [rows, count] = await Promise.all([
    // The order's chain and calibrator: whether the reader may open the order itself (its project).
    query.selectAll('s').select(['o.number', 'o.generation', 'o.dealer_chain', 'o.calibrator_id as order_calibrator_id'])
      .orderBy(column, page.sort.order).orderBy('s.order_id', page.sort.order).orderBy('s.version', page.sort.order).orderBy('s.unit')
      .offset(page.offset).limit(page.limit).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
};

/** One file of the stock (a tuned file or the original it was made from) by its order and hash, as the stock list names it. */
export const stockFile = async (db: Executor, orderId: string, sha256: string) => {
  const row = await db.selectFrom('stock_tunes')
    .select(['tuned_sha256', 'tuned_size', 'tuned_name', 'original_sha256', 'original_size', 'original_name'])
    .where('order_id', '=', orderId).where((eb) => eb.or([eb('tuned_sha256', '=', sha256), eb('original_sha256', '=', sha256)]))
    .limit(1).executeTakeFirst();
  if (!row) return undefined;
  return row.tuned_sha256 === sha256
    ? { sha256, size: Number(row.tuned_size), name: row.tuned_name }
    : { sha256, size: Number(row.original_size), name: row.original_name };
};

/** The makes in the stock (the files/ make filter). */
export const stockMakes = async (db: Executor) =>
  (await db.selectFrom('stock_tunes').select('make').distinct().orderBy('make').execute()).map((row) => row.make);

/**
 * Stage and order type of every tune made from a read that matches: the same original (any of
 * `sha256s`), or the same unit, hardware number and software version (the version when given).
 */
export const tunedStages = async (db: Executor, match: { unit: string; sha256s: string[]; hardwareNumber: string; softwareVersion?: string }) => {
  const rows = await db.selectFrom('stock_tunes').select(['stage', 'type', 'original_sha256']).distinct()
    .where('unit', '=', match.unit)
    .where((eb) => {
      const numbers = [eb(sql<string>`upper(hardware_number)`, '=', match.hardwareNumber.toUpperCase())];
      if (match.softwareVersion) numbers.push(eb(sql<string>`upper(software_version)`, '=', match.softwareVersion.toUpperCase()));
      const byNumbers = eb.and(numbers);
      return match.sha256s.length ? eb.or([eb('original_sha256', 'in', match.sha256s), byNumbers]) : byNumbers;
    })
    .execute();
  return rows;
};

/** Stock rows whose original is exactly one of the order's reads (per unit), for its stage and type, not of the order itself. */
export const stockCandidates = async (
  db: Executor, order: { orderId: string; type: string; stage: string; reads: { unit: string; sha256: string }[] },
): Promise<StockCandidate[]> => {
  if (!order.reads.length) return [];
  const rows = await db.selectFrom('stock_tunes').selectAll()
    .where('type', '=', order.type).where('stage', '=', order.stage).where('order_id', '<>', order.orderId)
    .where((eb) => eb.or(order.reads.map((read) => eb.and([eb('unit', '=', read.unit), eb('original_sha256', '=', read.sha256)]))))
    .orderBy('delivered_at', 'desc').limit(200).execute();
  return rows.map((row) => ({
    orderId: row.order_id, version: row.version, unit: row.unit as 'ECU' | 'TCU', calibratorId: row.calibrator_id, deliveredAt: row.delivered_at,
    tuned: { unit: row.unit as 'ECU' | 'TCU', uploadId: row.tuned_upload_id, sha256: row.tuned_sha256, size: Number(row.tuned_size), name: row.tuned_name },
  }));
};
