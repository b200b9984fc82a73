import { HttpError, problem } from '../../http/errors.js';
import { FIELD_NOT_DATE } from '../../http/date-range.js';
import { daysBetween, DEFAULT_COMPARE, FIRST_REPORT_DAY, DEFAULT_TIME, resolvePeriods, reversedPeriod, type Periods, type TimeUnit } from '../../../events/reports/periods.js';
import { orderTypesFor, type UnitControl } from '../../../events/reports/figures.js';
import type { GearboxFamily, OrderType } from '../../../events/constants.js';
import type { OrderFilter } from '../../../projections/reports/queries.js';
import { readPaging, type SORT_ORDERS } from './pages.js';

// Reads a report's query into its params (spec section 3 "Report params", defaults filled) and the
// filters the read-model queries take. Values only ever reach SQL as bound parameters.

const REPORT_PERIOD_REVERSED = problem('REPORT_PERIOD_REVERSED', 'The {period} period starts after it ends');
/** Year 0 and before (typed, or reached by moving a period back) is no day PostgreSQL stores: refused, not a 500. */
const REPORT_PERIOD_TOO_EARLY = problem('REPORT_PERIOD_TOO_EARLY', 'The {period} period starts before {first}');
/** A span over ten years would sum millions of buckets for one screen: refused rather than slow. */
const REPORT_SPAN_TOO_LONG = problem('REPORT_SPAN_TOO_LONG', 'A report spans at most {limit} days');
export const MAX_REPORT_DAYS = 3660;

export type ReportQuery = {
  time?: TimeUnit; compare?: TimeUnit; ids?: string; market?: string; graphic?: string; page?: string;
  from_previous?: string; to_previous?: string; from_current?: string; to_current?: string; from?: string; to?: string;
  distributor_balance?: 'true' | 'false'; order_type?: OrderType | 'all'; stage?: string; status?: string; unit?: UnitControl; dsg?: GearboxFamily;
  per_page?: string; sort?: string; order?: (typeof SORT_ORDERS)[number];
};

const checkDay = (field: string, value: string | undefined) => {
  if (value === undefined) return;
  const day = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) throw new HttpError(400, FIELD_NOT_DATE, { field });
};

/** `compared`: the report reads a previous period too (the span reports read only the current one). */
export const readReportQuery = (q: ReportQuery, today: Date, compared = true) => {
  for (const field of ['from_previous', 'to_previous', 'from_current', 'to_current', 'from', 'to'] as const) checkDay(field, q[field]);
  const periods: Periods = resolvePeriods({
    time: q.time, compare: q.compare, from_previous: q.from_previous, to_previous: q.to_previous,
    from_current: q.from_current ?? q.from, to_current: q.to_current ?? q.to,
  }, today);
  const reversed = reversedPeriod(periods);
  if (reversed) throw new HttpError(400, REPORT_PERIOD_REVERSED, { period: reversed });
  checkStart('current', periods.from_current);
  if (compared) checkStart('previous', periods.from_previous);
  checkLength(daysBetween(periods.from_current, periods.to_current));
  checkLength(daysBetween(periods.from_previous, periods.to_previous));
  const ids = q.ids ? [...new Set(q.ids.toLowerCase().split(','))] : undefined;
  const paging = readPaging(q);
  const params = {
    time: q.time ?? DEFAULT_TIME, compare: q.compare ?? DEFAULT_COMPARE, ...periods,
    order_status: q.status ?? null, order_type: q.order_type ?? 'all', order_stage: q.stage ?? null, unit_control: q.unit ?? null,
    graphic: q.graphic ?? null, page: paging.page?.page ?? null, market: q.market?.toUpperCase() ?? null,
    ids: ids ?? null, distributor_balance: q.distributor_balance !== 'false', dsg: q.dsg ?? null,
    per_page: paging.page?.perPage ?? null, sort: paging.sort?.key ?? null, order: paging.sort?.order ?? null,
  };
  const filter: OrderFilter = { status: q.status, stage: q.stage, types: orderTypesFor(q.order_type, q.unit) };
  return { params, filter, paging, select: { ids, market: params.market ?? undefined } };
};

export type ReadQuery = ReturnType<typeof readReportQuery>;

/**
 * Pending summary and predicted credits read one span, from_previous to to_current (spec section
 * 7); left out, it is one `time` unit ending today, like a current period.
 */
export const readSpanQuery = (q: ReportQuery, today: Date) => {
  const read = readReportQuery({ ...q, from_previous: undefined, from_current: q.from_previous }, today, false);
  const span = { from: read.params.from_current, to: read.params.to_current };
  return { ...read, span, params: { ...read.params, compare: null, from_previous: span.from, to_previous: null, from_current: null } };
};

export type SpanQuery = ReturnType<typeof readSpanQuery>;

const checkStart = (period: 'current' | 'previous', from: string) => {
  if (daysBetween(FIRST_REPORT_DAY, from) < 1) throw new HttpError(400, REPORT_PERIOD_TOO_EARLY, { period, first: FIRST_REPORT_DAY });
};

const checkLength = (days: number) => {
  if (days > MAX_REPORT_DAYS) throw new HttpError(400, REPORT_SPAN_TOO_LONG, { limit: MAX_REPORT_DAYS });
};
