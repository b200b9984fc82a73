import type { Kysely } from 'kysely';
import type { Database } from '../../../database/schema.js';
import { GEARBOX_FAMILIES, type GearboxFamily } from '../../../events/constants.js';
import { percentChange } from '../../../events/reports/change.js';
import { fromCents } from '../../../events/reports/figures.js';
import { NO_TUNES, orderTotals, reportAccounts, spanFigures, tuneTotals, type Span, type TuneFigures } from '../../../projections/reports/queries.js';
import type { ReadQuery, SpanQuery } from './params.js';
import { accountChart, flatten, pageOf, periodSorts, sortedRows, sortKeys, type Chart } from './pages.js';
import { addFigures, byName, networkRows } from './rows.js';
import type { ReportSorts } from './schemas.js';

// The software reports: orders per account (software-orders), what came in and went out over a
// span (software-pending-summary) and orders per gearbox family (software-tune-analytics).

type Periods = ReadQuery['params'];
const current = (p: Periods): Span => ({ from: p.from_current!, to: p.to_current });
const previous = (p: Periods): Span => ({ from: p.from_previous, to: p.to_previous! });
const NO_ORDERS = { price: 0, orders: 0, warranties: 0 };

type OrderFigures = { price: number; total_rows: number; support: number };
type OrdersRow = { id: string; username: string; current: OrderFigures; previous: OrderFigures; children: OrdersRow[]; variation: { credits: number; tune: number; support: number } };
// The screen's columns price, orders, support; the answer's figures price, total_rows, support and their variations credits, tune, support.
const FIGURE_OF = { price: ['price', 'credits'], orders: ['total_rows', 'tune'], support: ['support', 'support'] } as const;
const ORDERS_SORTS: ReportSorts<OrdersRow, 'softwareOrders'> = sortKeys(periodSorts(['price', 'orders', 'support'] as const, (row: OrdersRow, column, name) =>
  (column === 'variation' ? row.variation[FIGURE_OF[name][1]] : row[column][FIGURE_OF[name][0]])));

export const softwareOrdersReport = async (db: Kysely<Database>, read: ReadQuery) => {
  const { params, filter } = read;
  const [loaded, now, before] = await Promise.all([reportAccounts(db, read.select), orderTotals(db, current(params), filter), orderTotals(db, previous(params), filter)]);
  const own = (id: string) => {
    const n = now.get(id) ?? NO_ORDERS;
    const b = before.get(id) ?? NO_ORDERS;
    return { price: n.price, orders: n.orders, support: n.warranties, previousPrice: b.price, previousOrders: b.orders, previousSupport: b.warranties };
  };
  const rows = await networkRows<ReturnType<typeof own>, OrdersRow>(db, read, own, addFigures, (account, node, children) => {
    const f = node.figures;
    return {
      id: account.id, username: account.username, children,
      current: { price: fromCents(f.price), total_rows: f.orders, support: f.support },
      previous: { price: fromCents(f.previousPrice), total_rows: f.previousOrders, support: f.previousSupport },
      variation: { credits: percentChange(f.previousPrice, f.price), tune: percentChange(f.previousOrders, f.orders), support: percentChange(f.previousSupport, f.support) },
    };
  }, loaded);
  const sorted = sortedRows(rows, read.paging.sort, ORDERS_SORTS);
  const chart = accountChart(rows, params.distributor_balance, (row) => row.current.price, (row) => row.previous.price, true);
  return { ...pageOf(sorted, read.paging, ORDERS_SORTS), chart, params };
};

type Sum = { price: number; total_rows: number };
type PendingRow = { id: string; username: string; movements: Sum; orders: Sum; balance: number; children: PendingRow[] };
const PENDING_SORTS: ReportSorts<PendingRow, 'pending'> = sortKeys({
  credits_received: (row) => row.movements.price, movements: (row) => row.movements.total_rows, price: (row) => row.orders.price,
  orders: (row) => row.orders.total_rows, balance: (row) => row.balance,
});

export const pendingReport = async (db: Kysely<Database>, read: SpanQuery) => {
  const [loaded, [credits], orders] = await Promise.all([
    reportAccounts(db, read.select), spanFigures(db, [read.span], read.select), orderTotals(db, read.span, { types: null }),
  ]);
  const own = (id: string) => ({
    movementsPrice: credits.get(id)?.creditsIn ?? 0, movements: credits.get(id)?.creditsInCount ?? 0,
    ordersPrice: orders.get(id)?.price ?? 0, orders: orders.get(id)?.orders ?? 0, balance: credits.get(id)?.balance ?? 0,
  });
  const rows = await networkRows<ReturnType<typeof own>, PendingRow>(db, read, own, addFigures, (account, node, children) => ({
    id: account.id, username: account.username, children, balance: fromCents(node.figures.balance),
    movements: { price: fromCents(node.figures.movementsPrice), total_rows: node.figures.movements },
    orders: { price: fromCents(node.figures.ordersPrice), total_rows: node.figures.orders },
  }), loaded);
  const sorted = sortedRows(rows, read.paging.sort, PENDING_SORTS);
  // One span only: the chart has the Current series alone.
  const chart = accountChart(rows, read.params.distributor_balance, (row) => row.orders.price, null, true);
  return { ...pageOf(sorted, read.paging, PENDING_SORTS), chart, params: read.params };
};

/** The families as columns, the chosen one (default DQ200) first. */
export const tuneColumns = (dsg: GearboxFamily | null) => {
  const first = dsg ?? 'DQ200';
  return [first, ...GEARBOX_FAMILIES.filter((family) => family !== first)];
};

export const tuneReport = async (db: Kysely<Database>, read: ReadQuery) => {
  const { params, filter } = read;
  const [loaded, [now, before]] = await Promise.all([reportAccounts(db, read.select), tuneTotals(db, [current(params), previous(params)], filter)]);
  const columns = tuneColumns(params.dsg);
  const own = (id: string) => ({ current: now.get(id) ?? NO_TUNES, previous: before.get(id) ?? NO_TUNES });
  const add = (a: ReturnType<typeof own>, b: ReturnType<typeof own>) => ({ current: addFigures(a.current, b.current), previous: addFigures(a.previous, b.previous) });
  const rows = await networkRows<ReturnType<typeof own>, TuneRow>(db, read, own, add, (account, node, children) => ({
    id: account.id, username: account.username, current: node.figures.current, previous: node.figures.previous, children,
  }), loaded);
  // Rows by the chosen column, most orders first.
  const [selected] = columns as [GearboxFamily];
  rows.sort((a, b) => (b.current[selected] ?? 0) - (a.current[selected] ?? 0) || byName(a.username, b.username));
  const keys = tuneSorts(selected);
  const sorted = sortedRows(rows, read.paging.sort, keys);
  return { ...pageOf(sorted, read.paging, keys), columns, chart: familyChart(rows, columns, params.distributor_balance), params: { ...params, dsg: selected } };
};

type TuneRow = { id: string; username: string; current: TuneFigures; previous: TuneFigures; children: TuneRow[] };
const tuneSorts = (selected: GearboxFamily): ReportSorts<TuneRow, 'tune'> => sortKeys({
  ...Object.fromEntries(GEARBOX_FAMILIES.map((family) => [family, (row: TuneRow) => row.current[family] ?? 0])) as Record<GearboxFamily, (row: TuneRow) => number>,
  previous_selected: (row) => row.previous[selected] ?? 0,
});

/** One category per gearbox family, every account's orders added up once (a parent's row holds its children's when the balance is off). */
const familyChart = (rows: TuneRow[], columns: GearboxFamily[], ownFigures: boolean): Chart => {
  const counted = ownFigures ? flatten(rows) : rows;
  const total = (family: GearboxFamily, period: 'current' | 'previous') => counted.reduce((sum, row) => sum + (row[period][family] ?? 0), 0);
  return { categories: columns, current: columns.map((f) => total(f, 'current')), previous: columns.map((f) => total(f, 'previous')), total: columns.length, ranked: false };
};
