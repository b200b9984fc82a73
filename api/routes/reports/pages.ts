import { problem } from '../../http/errors.js';
import { readPage, rowsOf, type PageLimits, type PageQuery } from '../../http/page-query.js';
import { byName } from './rows.js';

// A report's table a page at a time, and its chart, from the rows of every selected account: at a
// large network's size a report has thousands of accounts (501 distributors with their dealers), and
// a screen shows 25 top-level rows and 15 chart categories. The server sorts and cuts; the screen
// loads what it draws, and the spreadsheet export asks without `page` for every row.

export const REPORT_PER_PAGE_DEFAULT = 25;
export const REPORT_PER_PAGE_MAX = 100;
/** The accounts a chart draws: more bars or slices than these cannot be read. */
export const REPORT_CHART_ACCOUNTS = 15;

const REPORT_PAGE_INVALID = problem('REPORT_PAGE_INVALID', 'Report pages are numbered from 1');
const REPORT_PAGE_TOO_LONG = problem('REPORT_PAGE_TOO_LONG', 'A report page shows 1 to {limit} rows');

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortQuery = { key: string; order: (typeof SORT_ORDERS)[number] };
export type Paging = { page: PageQuery | null; sort: SortQuery | null };
export const REPORT_PAGES: PageLimits = { perPageDefault: REPORT_PER_PAGE_DEFAULT, perPageMax: REPORT_PER_PAGE_MAX, invalid: REPORT_PAGE_INVALID, tooLong: REPORT_PAGE_TOO_LONG };

/** `page` (from 1), `per_page` (1 to 100, default 25), `sort` (a column the route's schema lists) and `order` (default desc). */
export const readPaging = (q: { page?: string; per_page?: string; sort?: string; order?: (typeof SORT_ORDERS)[number] }): Paging =>
  ({ page: readPage(q, REPORT_PAGES), sort: q.sort === undefined ? null : { key: q.sort, order: q.order ?? 'desc' } });

type Value = number | string | null;
/** What each sortable column of a report sorts by (K: the names its query schema lists, SORTS). */
export type SortKeys<R, K extends string = string> = Record<K, (row: R) => Value>;
// Tree reports' rows hold their sub-accounts in `children`; flat ones (revenue, predicted) have none.
const childrenOf = <R,>(row: R): R[] => (row as { children?: R[] }).children ?? [];

const compareValues = (a: Value, b: Value): number => (typeof a === 'string' && typeof b === 'string' ? byName(a, b) : (a as number) - (b as number));

/**
 * Rows sorted by one value, empty values (a balance that never runs out) last whichever the order;
 * equal values keep the report's own order (a stable sort).
 */
const sortRows = <R extends object>(rows: R[], value: (row: R) => Value, order: SortQuery['order']): R[] => {
  const sign = order === 'asc' ? 1 : -1;
  // One read of each row's value, not one a comparison.
  const keyed = rows.map((row, index) => ({ row, index, value: value(row) }));
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
    return sign * compareValues(a.value, b.value) || a.index - b.index;
  });
  return keyed.map((k) => k.row);
};

/** Children sorted among themselves, so a dealer stays under its distributor. */
const sortChildren = <R extends object>(rows: R[], value: (row: R) => Value, order: SortQuery['order']): R[] =>
  rows.map((row) => (childrenOf(row).length > 0 ? { ...row, children: sortChildren(sortRows(childrenOf(row), value, order), value, order) } : row));

/** The top-level rows in the asked order (the report's own without `sort`). */
export const sortedRows = <R extends object>(rows: R[], sort: SortQuery | null, keys: SortKeys<R>): R[] => {
  const value = sort ? keys[sort.key] : undefined;
  return value && sort ? sortRows(rows, value, sort.order) : rows;
};

/** The asked page of sorted rows (every row without `page`), their children sorted alike, and how many top-level rows there are in all. */
export const pageOf = <R extends object>(sorted: R[], { page, sort }: Paging, keys: SortKeys<R>): { users: R[]; total_rows: number } => {
  const shown = rowsOf(sorted, page);
  const value = sort ? keys[sort.key] : undefined;
  return { users: value && sort ? sortChildren(shown, value, sort.order) : shown, total_rows: sorted.length };
};

export type Chart = { categories: string[]; current: number[]; previous: number[] | null; total: number; ranked: boolean };

/** Every row and, after each, its sub-accounts, all levels down. */
export const flatten = <R extends object>(rows: R[]): R[] => rows.flatMap((row) => [row, ...flatten(childrenOf(row))]);

/**
 * Spec section 9's Current and Previous series of one figure, one category per account. `ownFigures`
 * (the distributor balance on): every row, sub-accounts too, holds its own figures; off, a top-level
 * row already holds its descendants', so only those count, or a figure would count twice. `ranked`:
 * the accounts with the largest current figure (the ones that matter among thousands); otherwise the
 * first in the report's own order (predicted credits: soonest out of credits first). Callers pass the
 * rows in the report's order, not the table's sort: the chart stays the same whichever column is sorted.
 */
export const accountChart = <R extends { username: string }>(
  rows: R[], ownFigures: boolean, current: (row: R) => number, previous: ((row: R) => number) | null, ranked: boolean,
): Chart => {
  const counted = ownFigures ? flatten(rows) : rows;
  const drawn = (ranked ? sortRows(counted, current, 'desc') : counted).slice(0, REPORT_CHART_ACCOUNTS);
  return {
    categories: drawn.map((row) => row.username), current: drawn.map(current), previous: previous && drawn.map(previous), total: counted.length, ranked,
  };
};

/** A report comparing two periods sorts by each figure `name`, `previous_name` and `variation_name`. */
export const periodSorts = <R, N extends string>(names: readonly N[], of: (row: R, column: 'current' | 'previous' | 'variation', name: N) => number) =>
  Object.fromEntries(names.flatMap((name) => [
    [name, (row: R) => of(row, 'current', name)], [`previous_${name}`, (row: R) => of(row, 'previous', name)], [`variation_${name}`, (row: R) => of(row, 'variation', name)],
  ])) as Record<N | `previous_${N}` | `variation_${N}`, (row: R) => number>;

/** Sort keys by column id from the figures' accessors, and `account` (the name), every report's. */
export const sortKeys = <R extends { username: string }, K extends string>(figures: Record<K, (row: R) => number | null>): SortKeys<R, K | 'account'> =>
  ({ account: (row: R) => row.username, ...figures }) as SortKeys<R, K | 'account'>;
