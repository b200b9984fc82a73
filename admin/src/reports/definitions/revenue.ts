import { REPORT_SORTS } from '../../../../events/reports/sorts';
import { answered, apiClient } from '../../providers/apiClient';
import type { ReportDefinition, RevenueReport } from '../types';
import { sortIn } from './tree';

export const revenueReport: ReportDefinition<RevenueReport> = {
  id: 'revenue',
  load: (query) => answered(apiClient.GET('/api/reports/credit-revenue-summary', { params: { query: { ...query, sort: sortIn(REPORT_SORTS.revenue, query.sort) } } })),
  sorts: REPORT_SORTS.revenue,
  filters: { compare: true, dates: 'range', distributorBalance: false, orders: false, dsg: false },
  chartKind: 'credits',
  columns: () => [{ id: 'credits', kind: 'credits' }, { id: 'revenue', kind: 'price' }, { id: 'average', kind: 'price' }, { id: 'orders', kind: 'count' }],
  // Buyers are not nested here: the server answers what each one paid the house.
  rows: (answer) =>
    answer.users.map((u) => ({ id: u.user_id, name: u.username, values: { credits: u.credits, revenue: u.price, average: u.average, orders: u.total_rows }, children: [] })),
  // Rows have no previous period; the totals do, so the chart compares the totals.
  chart: (answer) => ({
    categories: ['reports.columns.credits', 'reports.columns.revenue', 'reports.columns.orders'],
    translateCategories: true,
    current: [answer.total.credits, answer.total.price, answer.total.movements],
    previous: [answer.previous_total.credits, answer.previous_total.price, answer.previous_total.movements],
  }),
};
