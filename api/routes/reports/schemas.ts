import { Type, type TProperties } from 'typebox';
import { GEARBOX_FAMILIES, ORDER_TYPES } from '../../../events/constants.js';
import { TIME_UNITS } from '../../../events/reports/periods.js';
import { UNIT_CONTROLS } from '../../../events/reports/figures.js';
import { ORDER_STATUSES } from '../../../events/softwareOrders/statuses.js';
import { REPORT_SORTS as SORTS } from '../../../events/reports/sorts.js';
import { REPORT_PAGES, SORT_ORDERS, type SortKeys } from './pages.js';
import { pageQueryFields } from '../../http/page-query.js';

// Query and answer schemas of the six reports (spec sections 3 and 7). Query values arrive as
// strings; every query object refuses names it does not declare (FIELD_UNKNOWN).

const Day = (description: string) => Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: `${description} (YYYY-MM-DD, UTC day, included)` }));
const common = {
  time: Type.Optional(Type.Enum([...TIME_UNITS], { description: 'the current period spans one unit (default month)' })),
  ids: Type.Optional(Type.String({ pattern: '^[0-9a-fA-F-]{36}(,[0-9a-fA-F-]{36}){0,199}$', description: 'user selection: account ids, comma-separated' })),
  market: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$', description: 'country (alpha-2) of the accounts' })),
  graphic: Type.Optional(Type.Enum(['bar', 'line', 'pie'], { description: 'chart type, echoed in params' })),
};
/** A report's sort keys: exactly the names its query schema lists. */
export type ReportSorts<R, S extends keyof typeof SORTS> = SortKeys<R, (typeof SORTS)[S][number]>;
const paging = (sorts: readonly string[]) => ({
  ...pageQueryFields('top-level rows', REPORT_PAGES),
  sort: Type.Optional(Type.Enum([...sorts], { description: "the table's column the rows are sorted by; sub-accounts are sorted alike under their parent (default: the report's own order)" })),
  order: Type.Optional(Type.Enum([...SORT_ORDERS], { description: 'default desc; empty values last either way' })),
});
const compare = { compare: Type.Optional(Type.Enum([...TIME_UNITS], { description: 'the previous period is the current one moved back by one unit (default week)' })) };
const dates = { from_previous: Day('start of the previous period'), to_previous: Day('end of the previous period'), from_current: Day('start of the current period'), to_current: Day('end of the current period') };
const toggle = { distributor_balance: Type.Optional(Type.Enum(['true', 'false'], { description: 'true (default): sub-dealers separate under their parent; false: each parent row is its own plus its children' })) };
const orderFilters = {
  order_type: Type.Optional(Type.Enum([...ORDER_TYPES, 'all'], { description: 'default all' })),
  stage: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.+-]{1,20}$', description: 'the order stage (an ECU or DSG stage, or a combo ecu-dsg)' })),
  status: Type.Optional(Type.Enum([...ORDER_STATUSES], { description: 'orders that entered this status in the period (default: orders paid in the period)' })),
  unit: Type.Optional(Type.Enum([...UNIT_CONTROLS], { description: 'unit control: ECU keeps ECU and ECU + DSG orders, TCU keeps DSG and ECU + DSG' })),
};
const query = <P extends TProperties>(properties: P) => Type.Object(properties, { additionalProperties: false });

export const CreditQuery = query({ ...common, ...paging(SORTS.credit), ...compare, ...dates, ...toggle });
export const RevenueQuery = query({ ...common, ...paging(SORTS.revenue), ...compare, from: Day('start of the current period'), to: Day('end of the current period') });
export const SoftwareOrdersQuery = query({ ...common, ...paging(SORTS.softwareOrders), ...compare, ...dates, ...toggle, ...orderFilters });
export const PendingQuery = query({ ...common, ...paging(SORTS.pending), from_previous: Day('start of the span'), to_current: Day('end of the span'), ...toggle });
export const TuneQuery = query({
  ...common, ...paging(SORTS.tune), ...compare, ...dates, ...toggle, ...orderFilters,
  dsg: Type.Optional(Type.Enum([...GEARBOX_FAMILIES], { description: 'the gearbox family column the rows are sorted by (default DQ200)' })),
});
export const PredictedQuery = query({ ...common, ...paging(SORTS.predicted), from_previous: Day('start of the span'), to_current: Day('end of the span') });

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
export const ReportParams = Type.Object({
  time: Type.String(), compare: Nullable(Type.String()),
  from_previous: Type.String(), to_previous: Nullable(Type.String()), from_current: Nullable(Type.String()), to_current: Type.String(),
  order_status: Nullable(Type.String()), order_type: Type.String(), order_stage: Nullable(Type.String()), unit_control: Nullable(Type.String()),
  graphic: Nullable(Type.String()), page: Nullable(Type.Integer()), market: Nullable(Type.String()),
  ids: Nullable(Type.Array(Type.String())), distributor_balance: Type.Boolean(), dsg: Nullable(Type.String()),
  per_page: Nullable(Type.Integer()), sort: Nullable(Type.String()), order: Nullable(Type.String()),
}, { description: 'Report params of spec section 3, as the server read them (defaults filled), and the table\'s page and sort' });

/** How many top-level rows the report has over all its pages. */
const TotalRows = Type.Integer({ description: 'top-level rows over all pages' });
const Chart = Type.Object({
  categories: Type.Array(Type.String(), { description: 'the accounts drawn (tune analytics: the gearbox families)' }),
  current: Type.Array(Type.Number()), previous: Nullable(Type.Array(Type.Number())),
  total: Type.Integer({ description: 'the accounts there were to draw; more than the categories when the chart shows the largest (ranked) or the first 15' }),
  ranked: Type.Boolean({ description: 'true: the accounts with the largest current figure; false: the first in the report\'s own order (predicted credits: soonest out of credits), whatever the sort' }),
}, { description: 'spec section 9: the Current and Previous series of every selected account, not of the page' });

const Children = Type.Array(Type.Unknown(), { description: 'the sub-accounts, rows of the same shape' });
const Variation = (names: string[]) => Type.Object(Object.fromEntries(names.map((n) => [n, Type.Integer({ description: 'percentage change, spec section 5' })])));
const CreditFigures = Type.Object({ received: Type.Number(), used: Type.Number(), remaining: Type.Number() });
export const CreditReport = Type.Object({
  users: Type.Array(Type.Object({
    id: Type.String(), parent: Nullable(Type.String()), children: Children, username: Type.String(), email: Type.String(), country: Nullable(Type.String()),
    current: CreditFigures, previous: CreditFigures, variation: Variation(['received', 'used', 'remaining']),
  })),
  total_rows: TotalRows, chart: Chart, params: ReportParams,
});
const RevenueTotal = Type.Object({ movements: Type.Integer(), credits: Type.Number(), price: Type.Number(), average: Type.Number() });
export const RevenueReport = Type.Object({
  users: Type.Array(Type.Object({ user_id: Type.String(), username: Type.String(), credits: Type.Number(), price: Type.Number(), average: Type.Number(), total_rows: Type.Integer() })),
  total: RevenueTotal, previous_total: RevenueTotal, variation: Variation(['credits', 'price', 'movements']), total_rows: TotalRows, params: ReportParams,
});
const OrderFigures = Type.Object({ price: Type.Number(), total_rows: Type.Integer(), support: Type.Integer() });
export const SoftwareOrdersReport = Type.Object({
  users: Type.Array(Type.Object({ id: Type.String(), username: Type.String(), current: OrderFigures, previous: OrderFigures, children: Children, variation: Variation(['credits', 'tune', 'support']) })),
  total_rows: TotalRows, chart: Chart, params: ReportParams,
});
const Sum = Type.Object({ price: Type.Number(), total_rows: Type.Integer() });
export const PendingReport = Type.Object({
  users: Type.Array(Type.Object({ id: Type.String(), username: Type.String(), movements: Sum, orders: Sum, balance: Type.Number(), children: Children })),
  total_rows: TotalRows, chart: Chart, params: ReportParams,
});
const Tunes = Type.Object(Object.fromEntries(GEARBOX_FAMILIES.map((family) => [family, Type.Integer()])));
export const TuneReport = Type.Object({
  users: Type.Array(Type.Object({ id: Type.String(), username: Type.String(), current: Tunes, previous: Tunes, children: Children })),
  columns: Type.Array(Type.String(), { description: 'the gearbox families, the chosen one (dsg, default DQ200) first' }),
  total_rows: TotalRows, chart: Chart, params: ReportParams,
});
export const PredictedReport = Type.Object({
  users: Type.Array(Type.Object({ id: Type.String(), username: Type.String(), balance: Type.Number(), pending_price: Type.Number(), time: Nullable(Type.Integer({ description: 'days left; null = no spending in the span' })) })),
  total_rows: TotalRows, chart: Chart, params: ReportParams,
});
