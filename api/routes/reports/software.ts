import type { Kysely } from 'kysely';
import type { Database } from '../../../database/schema.js';
import { GEARBOX_FAMILIES, type GearboxFamily } from '../../../events/constants.js';
import { percentChange } from '../../../events/reports/change.js';
import { fromCents } from '../../../events/reports/figures.js';
import { NO_TUNES, orderTotals, reportAccounts, spanFigures, tuneTotals, type Span, type TuneFigures } from '../../../projections/reports/queries.js';
import type { ReadQuery, SpanQuery } from './params.js';
import { addFigures, byName, networkRows } from './rows.js';

// The software reports: orders per account (software-orders), what came in and went out over a
// span (software-pending-summary) and orders per gearbox family (software-tune-analytics).

type Periods = ReadQuery['params'];
const current = (p: Periods): Span => ({ from: p.from_current!, to: p.to_current });
const previous = (p: Periods): Span => ({ from: p.from_previous, to: p.to_previous! });
const NO_ORDERS = { price: 0, orders: 0, warranties: 0 };

export const softwareOrdersReport = async (db: Kysely<Database>, read: ReadQuery) => {
  const { params, filter } = read;
  const [loaded, now, before] = await Promise.all([reportAccounts(db, read.select), orderTotals(db, current(params), filter), orderTotals(db, previous(params), filter)]);
  const own = (id: string) => {
    const n = now.get(id) ?? NO_ORDERS;
    const b = before.get(id) ?? NO_ORDERS;
    return { price: n.price, orders: n.orders, support: n.warranties, previousPrice: b.price, previousOrders: b.orders, previousSupport: b.warranties };
  };
  type Figures = { price: number; total_rows: number; support: number };
  type Row = { id: string; username: string; current: Figures; previous: Figures; children: Row[]; variation: { credits: number; tune: number; support: number } };
  const users = await networkRows<ReturnType<typeof own>, Row>(db, read, own, addFigures, (account, node, children) => {
    const f = node.figures;
    return {
      id: account.id, username: account.username, children,
      current: { price: fromCents(f.price), total_rows: f.orders, support: f.support },
      previous: { price: fromCents(f.previousPrice), total_rows: f.previousOrders, support: f.previousSupport },
      variation: { credits: percentChange(f.previousPrice, f.price), tune: percentChange(f.previousOrders, f.orders), support: percentChange(f.previousSupport, f.support) },
    };
  }, loaded);
  return { users, params };
};

export const pendingReport = async (db: Kysely<Database>, read: SpanQuery) => {
  const [loaded, [credits], orders] = await Promise.all([
    reportAccounts(db, read.select), spanFigures(db, [read.span], read.select), orderTotals(db, read.span, { types: null }),
  ]);
  const own = (id: string) => ({
    movementsPrice: credits.get(id)?.creditsIn ?? 0, movements: credits.get(id)?.creditsInCount ?? 0,
    ordersPrice: orders.get(id)?.price ?? 0, orders: orders.get(id)?.orders ?? 0, balance: credits.get(id)?.balance ?? 0,
  });
  type Sum = { price: number; total_rows: number };
  type Row = { id: string; username: string; movements: Sum; orders: Sum; balance: number; children: Row[] };
  const users = await networkRows<ReturnType<typeof own>, Row>(db, read, own, addFigures, (account, node, children) => ({
    id: account.id, username: account.username, children, balance: fromCents(node.figures.balance),
    movements: { price: fromCents(node.figures.movementsPrice), total_rows: node.figures.movements },
    orders: { price: fromCents(node.figures.ordersPrice), total_rows: node.figures.orders },
  }), loaded);
  return { users, params: read.params };
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
  type Row = { id: string; username: string; current: TuneFigures; previous: TuneFigures; children: Row[] };
  const users = await networkRows<ReturnType<typeof own>, Row>(db, read, own, add, (account, node, children) => ({
    id: account.id, username: account.username, current: node.figures.current, previous: node.figures.previous, children,
  }), loaded);
  // Rows by the chosen column, most orders first.
  users.sort((a, b) => (b.current[columns[0]!] ?? 0) - (a.current[columns[0]!] ?? 0) || byName(a.username, b.username));
  return { users, columns, params: { ...params, dsg: columns[0]! } };
};
