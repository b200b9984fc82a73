import { answered, apiClient } from '../../providers/apiClient';
import type { ReportDefinition, ReportRow, TuneReport } from '../types';
import { chartRows, treeRows } from './tree';

const total = (rows: ReportRow[], key: string): number => rows.reduce((sum, row) => sum + (row.values[key] ?? 0), 0);

export const tuneAnalyticsReport: ReportDefinition<TuneReport> = {
  id: 'tune-analytics',
  load: (query) => answered(apiClient.GET('/api/reports/software-tune-analytics', { params: { query } })),
  filters: { compare: true, dates: 'periods', distributorBalance: true, orders: true, dsg: true },
  // The server puts the chosen family (default DQ200) first; its previous count follows it.
  chartKind: 'count',
  columns: (answer) => [
    ...answer.columns.map((family) => ({ id: family, kind: 'count' as const, label: family })),
    { id: 'previous_selected', kind: 'count' },
  ],
  rows: (answer) => {
    const [selected] = answer.columns;
    return treeRows(answer.users, (u) => ({
      ...Object.fromEntries(answer.columns.map((family) => [family, u.current[family] ?? 0])),
      previous_selected: selected ? (u.previous[selected] ?? 0) : 0,
      ...Object.fromEntries(answer.columns.map((family) => [`previous_${family}`, u.previous[family] ?? 0])),
    }));
  },
  // One category per gearbox family, every account's orders added up once.
  chart: (answer, rows) => {
    const counted = chartRows(rows, answer.params.distributor_balance);
    return {
      categories: answer.columns,
      current: answer.columns.map((family) => total(counted, family)),
      previous: answer.columns.map((family) => total(counted, `previous_${family}`)),
    };
  },
};
