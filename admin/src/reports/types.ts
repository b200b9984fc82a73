import type { Static } from 'typebox';
import type * as schemas from '../../../api/routes/reports/schemas';
import type { TreeRow } from '../shared/TreeTable';
import type { ReportQuery } from './filters';

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
  /** How many there were to draw (the server draws the 15 largest or first of every selected account). */
  total?: number;
  /** The categories come largest current figure first; otherwise in the table's order. */
  ranked?: boolean;
}

/** Every report answers a page of rows and how many top-level rows it has in all (api/CONTRACT.md "Reports"). */
export interface PagedAnswer {
  total_rows: number;
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

export interface ReportDefinition<Answer extends PagedAnswer> {
  id: ReportId;
  /** Its route's answer for a query (through the typed client, so the route and its query are the document's). */
  load: (query: ReportQuery) => Promise<Answer>;
  filters: ReportFilterSet;
  /** The columns its route sorts by (events/reports/sorts.ts); the others do not sort. */
  sorts: readonly string[];
  /** How the chart's values are written in its tooltips. */
  chartKind: CellKind;
  columns: (answer: Answer) => ReportColumn[];
  /** The answer's rows (one page, or all of them for the export) as the table shows them. */
  rows: (answer: Answer) => ReportRow[];
  /** The chart the server drew of every selected account (revenue: its totals). */
  chart: (answer: Answer) => ChartData;
}
