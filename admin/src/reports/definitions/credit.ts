import { REPORT_SORTS } from '../../../../events/reports/sorts';
import { answered, apiClient } from '../../providers/apiClient';
import type { CreditReport, ReportDefinition } from '../types';
import { sortIn, treeRows } from './tree';

const FIGURES = ['received', 'used', 'remaining'] as const;

export const creditReport: ReportDefinition<CreditReport> = {
  id: 'credit',
  load: (query) => answered(apiClient.GET('/api/reports/credit', { params: { query: { ...query, sort: sortIn(REPORT_SORTS.credit, query.sort) } } })),
  sorts: REPORT_SORTS.credit,
  filters: { compare: true, dates: 'periods', distributorBalance: true, orders: false, dsg: false },
  chartKind: 'credits',
  columns: () => [
    ...FIGURES.map((id) => ({ id, kind: 'credits' as const })),
    ...FIGURES.map((id) => ({ id: `previous_${id}`, kind: 'credits' as const })),
    ...FIGURES.map((id) => ({ id: `variation_${id}`, kind: 'variation' as const })),
  ],
  rows: (answer) =>
    treeRows(answer.users, (u) => ({
      ...Object.fromEntries(FIGURES.map((f) => [f, u.current[f]])),
      ...Object.fromEntries(FIGURES.map((f) => [`previous_${f}`, u.previous[f]])),
      ...Object.fromEntries(FIGURES.map((f) => [`variation_${f}`, u.variation[f]])),
    })),
  // The server charts what came into each account, the figure an Admin compares first.
  chart: (answer) => answer.chart,
};
