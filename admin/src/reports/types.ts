import type { Static } from 'typebox';
import type * as schemas from '../../../api/routes/reports/schemas';
import type { TreeRow } from '../shared/TreeTable';
import type { ReportParams } from './filters';

export type CreditReport = Static<typeof schemas.CreditReport>;
export type RevenueReport = Static<typeof schemas.RevenueReport>;
export type SoftwareOrdersReport = Static<typeof schemas.SoftwareOrdersReport>;
export type PendingReport = Static<typeof schemas.PendingReport>;
export type TuneReport = Static<typeof schemas.TuneReport>;
export type PredictedReport = Static<typeof schemas.PredictedReport>;

/** How a figure is written: credits, EUR, a count, a percentage change, days. */
export type CellKind = 'credits' | 'price' | 'count' | 'variation' | 'days';

/** One column of a report's table; its header is `reports.columns.<id>` unless `label` is given (a gearbox family). */
export interface ReportColumn {
  id: string;
  kind: CellKind;
  label?: string;
}

/** A report's row as every screen shows it: the account, its figures by column id, its sub-accounts. */
export interface ReportRow extends TreeRow {
  name: string;
  values: Record<string, number | null>;
  children: ReportRow[];
}

/** The series of spec section 9: Current and Previous (null where the report has one span only). */
export interface ChartData {
  /** Already-readable category names (accounts), or translation keys when `translateCategories`. */
  categories: string[];
  translateCategories?: boolean;
  current: number[];
  previous: number[] | null;
  /** The categories come largest current figure first (perAccount); otherwise in the table's order. */
  ranked?: boolean;
}

/** Which filters a report takes (api/CONTRACT.md "Reports"). */
export interface ReportFilterSet {
  compare: boolean;
  /** periods: the four dates; range: from/to of the current period; span: from_previous → to_current. */
  dates: 'periods' | 'range' | 'span';
  distributorBalance: boolean;
  orders: boolean;
  dsg: boolean;
}

export type ReportId = 'credit' | 'revenue' | 'software-orders' | 'pending-summary' | 'tune-analytics' | 'predicted-credits';

export interface ReportDefinition<Answer> {
  id: ReportId;
  /** Its route's answer for a query (through the typed client, so the route and its query are the document's). */
  load: (query: ReportParams) => Promise<Answer>;
  filters: ReportFilterSet;
  /** How the chart's values are written in its tooltips. */
  chartKind: CellKind;
  columns: (answer: Answer) => ReportColumn[];
  rows: (answer: Answer) => ReportRow[];
  chart: (answer: Answer, rows: ReportRow[]) => ChartData;
}
