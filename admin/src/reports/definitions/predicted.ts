import { answered, apiClient } from '../../providers/apiClient';
import type { PredictedReport, ReportDefinition } from '../types';
import { perAccount } from './tree';

export const predictedReport: ReportDefinition<PredictedReport> = {
  id: 'predicted-credits',
  load: (query) => answered(apiClient.GET('/api/reports/credit-predicted', { params: { query } })),
  filters: { compare: false, dates: 'span', distributorBalance: false, orders: false, dsg: false },
  chartKind: 'credits',
  columns: () => [{ id: 'balance', kind: 'credits' }, { id: 'spent', kind: 'credits' }, { id: 'days_left', kind: 'days' }],
  rows: (answer) =>
    answer.users.map((u) => ({ id: u.id, name: u.username, values: { balance: u.balance, spent: u.pending_price, days_left: u.time }, children: [] })),
  // The accounts soonest out of credits, as the table lists them: those are the ones to call.
  chart: (_answer, rows) => perAccount(rows, 'balance', null, false),
};
