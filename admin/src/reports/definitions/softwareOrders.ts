import { REPORT_SORTS } from '../../../../events/reports/sorts';
import { answered, apiClient } from '../../providers/apiClient';
import type { ReportDefinition, SoftwareOrdersReport } from '../types';
import { sortIn, treeRows } from './tree';

export const softwareOrdersReport: ReportDefinition<SoftwareOrdersReport> = {
  id: 'software-orders',
  load: (query) => answered(apiClient.GET('/api/reports/software-orders', { params: { query: { ...query, sort: sortIn(REPORT_SORTS.softwareOrders, query.sort) } } })),
  sorts: REPORT_SORTS.softwareOrders,
  filters: { compare: true, dates: 'periods', distributorBalance: true, orders: true, dsg: false },
  chartKind: 'credits',
  columns: () => [
    { id: 'price', kind: 'credits' }, { id: 'orders', kind: 'count' }, { id: 'support', kind: 'count' },
    { id: 'previous_price', kind: 'credits' }, { id: 'previous_orders', kind: 'count' }, { id: 'previous_support', kind: 'count' },
    { id: 'variation_price', kind: 'variation' }, { id: 'variation_orders', kind: 'variation' }, { id: 'variation_support', kind: 'variation' },
  ],
  rows: (answer) =>
    treeRows(answer.users, (u) => ({
      price: u.current.price, orders: u.current.total_rows, support: u.current.support,
      previous_price: u.previous.price, previous_orders: u.previous.total_rows, previous_support: u.previous.support,
      variation_price: u.variation.credits, variation_orders: u.variation.tune, variation_support: u.variation.support,
    })),
  chart: (answer) => answer.chart,
};
