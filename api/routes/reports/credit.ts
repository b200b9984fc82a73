import type { Kysely } from 'kysely';
import type { Database } from '../../../database/schema.js';
import { percentChange } from '../../../events/reports/change.js';
import { daysLeft, fromCents, pricePerCredit, revenueTotal, type RevenueRow } from '../../../events/reports/figures.js';
import { daysBetween } from '../../../events/reports/periods.js';
import { reportAccounts, revenueTotals, spanFigures, type AccountFigures, type Span } from '../../../projections/reports/queries.js';
import type { ReadQuery, SpanQuery } from './params.js';
import { accountChart, pageOf, periodSorts, sortedRows, sortKeys } from './pages.js';
import { addFigures, byName, networkRows } from './rows.js';
import type { ReportSorts } from './schemas.js';

// The credit reports: credits received, used and remaining per account (reports/credit), what the
// house sold (credit-revenue-summary) and how long each balance lasts (credit-predicted).

type Periods = ReadQuery['params'];
const current = (p: Periods): Span => ({ from: p.from_current!, to: p.to_current });
const previous = (p: Periods): Span => ({ from: p.from_previous, to: p.to_previous! });
type CreditPeriodFigures = { received: number; used: number; remaining: number; previousReceived: number; previousUsed: number; previousRemaining: number };
const NONE: AccountFigures = { received: 0, used: 0, creditsIn: 0, creditsInCount: 0, software: 0, balance: 0 };

type CreditFigures = { received: number; used: number; remaining: number };
type CreditRow = { id: string; parent: string | null; children: CreditRow[]; username: string; email: string; country: string | null;
  current: CreditFigures; previous: CreditFigures; variation: CreditFigures };
const FIGURES = ['received', 'used', 'remaining'] as const;
const CREDIT_SORTS: ReportSorts<CreditRow, 'credit'> = sortKeys(periodSorts(FIGURES, (row: CreditRow, column, name) => row[column][name]));

export const creditReport = async (db: Kysely<Database>, read: ReadQuery) => {
  const { params } = read;
  const [loaded, [now, before]] = await Promise.all([reportAccounts(db, read.select), spanFigures(db, [current(params), previous(params)], read.select)]);
  const own = (id: string): CreditPeriodFigures => {
    const n = now.get(id) ?? NONE;
    const b = before.get(id) ?? NONE;
    return { received: n.received, used: n.used, remaining: n.balance, previousReceived: b.received, previousUsed: b.used, previousRemaining: b.balance };
  };
  const rows = await networkRows<CreditPeriodFigures, CreditRow>(db, read, own, addFigures, (account, node, children) => {
    const f = node.figures;
    return {
      id: account.id, parent: node.parent, children, username: account.username, email: account.email, country: account.country,
      current: { received: fromCents(f.received), used: fromCents(f.used), remaining: fromCents(f.remaining) },
      previous: { received: fromCents(f.previousReceived), used: fromCents(f.previousUsed), remaining: fromCents(f.previousRemaining) },
      variation: { received: percentChange(f.previousReceived, f.received), used: percentChange(f.previousUsed, f.used), remaining: percentChange(f.previousRemaining, f.remaining) },
    };
  }, loaded);
  const sorted = sortedRows(rows, read.paging.sort, CREDIT_SORTS);
  // What came into each account is the figure an Admin compares first. The chart reads the report's
  // own order (ties), whatever column the table is sorted by.
  const chart = accountChart(rows, params.distributor_balance, (row) => row.current.received, (row) => row.previous.received, true);
  return { ...pageOf(sorted, read.paging, CREDIT_SORTS), chart, params };
};

const revenueRows = async (db: Kysely<Database>, loading: ReturnType<typeof reportAccounts>, span: Span): Promise<RevenueRow[]> => {
  const [{ accounts }, totals] = await Promise.all([loading, revenueTotals(db, span)]);
  return accounts.filter((a) => totals.has(a.id)).map((a) => {
    const t = totals.get(a.id)!;
    return { user_id: a.id, username: a.username, credits: fromCents(t.credits), price: fromCents(t.price), average: pricePerCredit(t.price, t.credits), total_rows: t.orders };
  });
};

export const revenueReport = async (db: Kysely<Database>, read: ReadQuery) => {
  const { params } = read;
  // Both periods list the same accounts: read once.
  const accounts = reportAccounts(db, read.select);
  const [users, before] = await Promise.all([revenueRows(db, accounts, current(params)), revenueRows(db, accounts, previous(params))]);
  const total = revenueTotal(users);
  const previous_total = revenueTotal(before);
  const variation = {
    credits: percentChange(previous_total.credits, total.credits), price: percentChange(previous_total.price, total.price),
    movements: percentChange(previous_total.movements, total.movements),
  };
  const sorted = sortedRows(users.sort((a, b) => b.price - a.price || byName(a.username, b.username)), read.paging.sort, REVENUE_SORTS);
  return { ...pageOf(sorted, read.paging, REVENUE_SORTS), total, previous_total, variation, params };
};

const REVENUE_SORTS: ReportSorts<RevenueRow, 'revenue'> = sortKeys({
  credits: (row) => row.credits, revenue: (row) => row.price, average: (row) => row.average, orders: (row) => row.total_rows,
});

export const predictedReport = async (db: Kysely<Database>, read: SpanQuery) => {
  const [{ accounts }, [figures]] = await Promise.all([reportAccounts(db, read.select), spanFigures(db, [read.span], read.select)]);
  const days = daysBetween(read.span.from, read.span.to);
  const users = accounts.map((a) => {
    const balance = figures.get(a.id)?.balance ?? 0;
    const software = Math.max(0, figures.get(a.id)?.software ?? 0);
    return { id: a.id, username: a.username, balance: fromCents(balance), pending_price: fromCents(software), time: daysLeft(balance, software, days) };
  });
  // Soonest out of credits first; accounts that spend nothing last.
  users.sort((a, b) => (a.time ?? Infinity) - (b.time ?? Infinity) || byName(a.username, b.username));
  const sorted = sortedRows(users, read.paging.sort, PREDICTED_SORTS);
  // The accounts soonest out of credits (the report's own order, not the table's sort): the ones to call.
  const chart = accountChart(users, false, (row) => row.balance, null, false);
  return { ...pageOf(sorted, read.paging, PREDICTED_SORTS), chart, params: read.params };
};

type PredictedRow = { id: string; username: string; balance: number; pending_price: number; time: number | null };
const PREDICTED_SORTS: ReportSorts<PredictedRow, 'predicted'> = sortKeys({ balance: (row) => row.balance, spent: (row) => row.pending_price, days_left: (row) => row.time });
