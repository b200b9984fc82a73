import { GEARBOX_FAMILIES, ORDER_TYPES, type GearboxFamily, type OrderType } from '../../../events/constants';
import { UNIT_CONTROLS, type UnitControl } from '../../../events/reports/figures';
import { ORDER_STATUSES, type OrderStatus } from '../../../events/softwareOrders/statuses';
import { DEFAULT_COMPARE, DEFAULT_TIME, TIME_UNITS, type TimeUnit } from '../../../events/reports/periods';
import type { ReportFilterSet } from './types';

export { TIME_UNITS, type TimeUnit };
// Spec section 9: tune analytics opens on the DQ200 column.
export const DEFAULT_DSG = GEARBOX_FAMILIES[0];

export interface ReportFilters {
  time: TimeUnit;
  compare: TimeUnit;
  fromCurrent: string;
  toCurrent: string;
  fromPrevious: string;
  toPrevious: string;
  ids: string[];
  market: string;
  orderType: string;
  stage: string;
  status: string;
  unit: string;
  dsg: string;
  distributorBalance: boolean;
}

export const initialFilters: ReportFilters = {
  time: DEFAULT_TIME, compare: DEFAULT_COMPARE, fromCurrent: '', toCurrent: '', fromPrevious: '', toPrevious: '',
  ids: [], market: '', orderType: 'all', stage: '', status: '', unit: '', dsg: DEFAULT_DSG, distributorBalance: true,
};

/** A report's query as the report routes type it (api/routes/reports): every name any of them takes. */
export type ReportParams = {
  time: TimeUnit; compare?: TimeUnit; from?: string; to?: string; from_current?: string; to_current?: string; from_previous?: string; to_previous?: string;
  ids?: string; market?: string; distributor_balance?: 'true' | 'false'; order_type?: OrderType | 'all'; stage?: string; status?: OrderStatus; unit?: UnitControl;
  dsg?: GearboxFamily;
};

/** The table's page (from 1) and sort, as the report routes take them; without `page` every row comes (the export). */
export type TableQuery = { page?: string; per_page?: string; sort?: string; order?: 'asc' | 'desc' };
export type ReportQuery = ReportParams & TableQuery;

const ORDER_TYPE_FILTERS = ['all', ...ORDER_TYPES] as const;
const filled = (value: string) => (value === '' ? undefined : value);

/** The query of a report: only the names it takes (the server refuses others) and only filled values. */
export const reportParams = (set: ReportFilterSet, f: ReportFilters): ReportParams => {
  const query: ReportParams = { time: f.time };
  if (set.compare) query.compare = f.compare;
  if (set.dates === 'periods') Object.assign(query, { from_current: filled(f.fromCurrent), to_current: filled(f.toCurrent), from_previous: filled(f.fromPrevious), to_previous: filled(f.toPrevious) });
  if (set.dates === 'range') Object.assign(query, { from: filled(f.fromCurrent), to: filled(f.toCurrent) });
  if (set.dates === 'span') Object.assign(query, { from_previous: filled(f.fromPrevious), to_current: filled(f.toCurrent) });
  if (f.ids.length > 0) query.ids = f.ids.join(',');
  query.market = filled(f.market);
  if (set.distributorBalance) query.distributor_balance = f.distributorBalance ? 'true' : 'false';
  if (set.orders) {
    // The filters hold text (selects, the URL); only the values the routes take are sent.
    Object.assign(query, {
      order_type: ORDER_TYPE_FILTERS.find((type) => type === f.orderType), stage: filled(f.stage),
      status: ORDER_STATUSES.find((status) => status === f.status), unit: UNIT_CONTROLS.find((unit) => unit === f.unit),
    });
  }
  if (set.dsg) query.dsg = GEARBOX_FAMILIES.find((family) => family === f.dsg);
  return query;
};

/** The same query as a string: the key a report's answer is loaded again by. */
export const reportQuery = (set: ReportFilterSet, f: ReportFilters): string =>
  new URLSearchParams(Object.entries(reportParams(set, f)).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();

// The filters live in the page's URL, so a report can be linked to (the dashboards do), reloaded and
// shared as it was. The names are the server's query names; a value the page cannot take (an edited
// or stale link) falls back to its default rather than sending the server a query it would refuse.
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ACCOUNT_ID = /^[0-9a-fA-F-]{36}$/;
const MARKET = /^[A-Za-z]{2}$/;
const STAGE = /^[A-Za-z0-9_.+-]{1,20}$/;
const MAX_IDS = 200;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;
const matching = (pattern: RegExp, value: string | null): string => (value !== null && pattern.test(value) ? value : '');

const URL_NAMES: Record<Exclude<keyof ReportFilters, 'ids' | 'distributorBalance'>, string> = {
  time: 'time', compare: 'compare', fromCurrent: 'from_current', toCurrent: 'to_current', fromPrevious: 'from_previous', toPrevious: 'to_previous',
  market: 'market', orderType: 'order_type', stage: 'stage', status: 'status', unit: 'unit', dsg: 'dsg',
};

/** The URL's query of a report's filters: only what differs from the defaults. */
export const filtersToSearch = (f: ReportFilters): URLSearchParams => {
  const search = new URLSearchParams();
  for (const [key, name] of Object.entries(URL_NAMES) as [keyof typeof URL_NAMES, string][]) {
    if (f[key] !== initialFilters[key]) search.set(name, f[key]);
  }
  if (f.ids.length > 0) search.set('ids', f.ids.join(','));
  if (!f.distributorBalance) search.set('distributor_balance', 'false');
  return search;
};

/** A report's filters read back from its URL; what is missing or not a value the filter takes is its default. */
export const filtersFromSearch = (search: URLSearchParams): ReportFilters => ({
  time: oneOf(TIME_UNITS, search.get('time'), initialFilters.time),
  compare: oneOf(TIME_UNITS, search.get('compare'), initialFilters.compare),
  fromCurrent: matching(DAY, search.get('from_current')),
  toCurrent: matching(DAY, search.get('to_current')),
  fromPrevious: matching(DAY, search.get('from_previous')),
  toPrevious: matching(DAY, search.get('to_previous')),
  ids: (search.get('ids') ?? '').split(',').filter((id) => ACCOUNT_ID.test(id)).slice(0, MAX_IDS),
  market: matching(MARKET, search.get('market')),
  orderType: oneOf(['all', ...ORDER_TYPES], search.get('order_type'), initialFilters.orderType),
  stage: matching(STAGE, search.get('stage')),
  status: oneOf(['', ...ORDER_STATUSES], search.get('status'), ''),
  unit: oneOf(['', ...UNIT_CONTROLS], search.get('unit'), ''),
  dsg: oneOf(GEARBOX_FAMILIES, search.get('dsg'), initialFilters.dsg),
  distributorBalance: search.get('distributor_balance') !== 'false',
});
