import { REPORT_SORTS } from '../../../../events/reports/sorts';
import { answered, apiClient } from '../../providers/apiClient';
import type { PredictedReport, ReportDefinition } from '../types';
import { sortIn } from './tree';

export const predictedReport: ReportDefinition<PredictedReport> = {
  id: 'predicted-credits',
  load: (query) => answered(apiClient.GET('/api/reports/credit-predicted', { params: { query: { ...query, sort: sortIn(REPORT_SORTS.predicted, query.sort) } } })),
  sorts: REPORT_SORTS.predicted,
  filters: { compare: false, dates: 'span', distributorBalance: false, orders: false, dsg: false },
  chartKind: 'credits',
  columns: () => [{ id: 'balance', kind: 'credits' }, { id: 'spent', kind: 'credits' }, { id: 'days_left', kind: 'days' }],
  rows: (answer) =>
    answer.users.map((u) => ({ id: u.id, name: u.username, values: { balance: u.balance, spent: u.pending_price, days_left: u.time }, children: [] })),
  // The server charts the accounts soonest out of credits, as the table lists them: those are the ones to call.
  chart: (answer) => answer.chart,
};
