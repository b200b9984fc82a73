import { REPORT_SORTS } from '../../../../events/reports/sorts';
import { answered, apiClient } from '../../providers/apiClient';
import type { ReportDefinition, TuneReport } from '../types';
import { sortIn, treeRows } from './tree';

export const tuneAnalyticsReport: ReportDefinition<TuneReport> = {
  id: 'tune-analytics',
  load: (query) => answered(apiClient.GET('/api/reports/software-tune-analytics', { params: { query: { ...query, sort: sortIn(REPORT_SORTS.tune, query.sort) } } })),
  sorts: REPORT_SORTS.tune,
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
  // One category per gearbox family, every account's orders added up once (by the server).
  chart: (answer) => answer.chart,
};
