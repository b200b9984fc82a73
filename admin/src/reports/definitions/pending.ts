import { REPORT_SORTS } from '../../../../events/reports/sorts';
import { answered, apiClient } from '../../providers/apiClient';
import type { PendingReport, ReportDefinition } from '../types';
import { sortIn, treeRows } from './tree';

export const pendingReport: ReportDefinition<PendingReport> = {
  id: 'pending-summary',
  load: (query) => answered(apiClient.GET('/api/reports/software-pending-summary', { params: { query: { ...query, sort: sortIn(REPORT_SORTS.pending, query.sort) } } })),
  sorts: REPORT_SORTS.pending,
  filters: { compare: false, dates: 'span', distributorBalance: true, orders: false, dsg: false },
  chartKind: 'credits',
  columns: () => [
    { id: 'credits_received', kind: 'credits' }, { id: 'movements', kind: 'count' },
    { id: 'price', kind: 'credits' }, { id: 'orders', kind: 'count' }, { id: 'balance', kind: 'credits' },
  ],
  rows: (answer) =>
    treeRows(answer.users, (u) => ({
      credits_received: u.movements.price, movements: u.movements.total_rows, price: u.orders.price, orders: u.orders.total_rows, balance: u.balance,
    })),
  // One span only: the server's chart has the Current series alone.
  chart: (answer) => answer.chart,
};
