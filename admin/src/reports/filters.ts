import { GEARBOX_FAMILIES } from '../../../events/constants';
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

/** The query string of a report: only the names it takes (the server refuses others) and only filled values. */
export const reportQuery = (set: ReportFilterSet, f: ReportFilters): string => {
  const query: Record<string, string> = { time: f.time };
  if (set.compare) query.compare = f.compare;
  if (set.dates === 'periods') Object.assign(query, { from_current: f.fromCurrent, to_current: f.toCurrent, from_previous: f.fromPrevious, to_previous: f.toPrevious });
  if (set.dates === 'range') Object.assign(query, { from: f.fromCurrent, to: f.toCurrent });
  if (set.dates === 'span') Object.assign(query, { from_previous: f.fromPrevious, to_current: f.toCurrent });
  if (f.ids.length > 0) query.ids = f.ids.join(',');
  query.market = f.market;
  if (set.distributorBalance) query.distributor_balance = String(f.distributorBalance);
  if (set.orders) Object.assign(query, { order_type: f.orderType, stage: f.stage, status: f.status, unit: f.unit });
  if (set.dsg) query.dsg = f.dsg;
  const filled = Object.entries(query).filter(([, value]) => value !== '');
  return new URLSearchParams(filled).toString();
};
