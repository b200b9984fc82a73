import type { ReportRow } from '../types';

/** Rows of the server's nested shape (children: unknown[] of the same shape) as screen rows. */
export const treeRows = <Raw extends { id: string; username: string; children: unknown[] }>(
  raws: Raw[],
  values: (raw: Raw) => ReportRow['values'],
): ReportRow[] =>
  raws.map((raw) => ({ id: raw.id, name: raw.username, values: values(raw), children: treeRows(raw.children as Raw[], values) }));

const flatten = (rows: ReportRow[]): ReportRow[] => rows.flatMap((row) => [row, ...flatten(row.children)]);

/**
 * The rows a chart adds up or compares without counting a figure twice: with the distributor
 * balance on, every row holds its own figures, so all of them (sub-accounts too); off, a top-level
 * row already holds its descendants' figures, so only those.
 */
export const chartRows = (rows: ReportRow[], ownFigures: boolean): ReportRow[] => (ownFigures ? flatten(rows) : rows);

/**
 * Spec section 9's Current and Previous series of one figure, one category per account, the largest
 * current figure first: the chart draws the first few of thousands of accounts, and those should be
 * the ones that matter, not the first in the table's order. `ranked` false keeps the table's order,
 * for a report whose order is the point (predicted credits: soonest out of credits first).
 */
export const perAccount = (rows: ReportRow[], current: string, previous: string | null, ranked = true) => {
  const ordered = ranked ? [...rows].sort((a, b) => (b.values[current] ?? 0) - (a.values[current] ?? 0)) : rows;
  return {
    categories: ordered.map((row) => row.name),
    current: ordered.map((row) => row.values[current] ?? 0),
    previous: previous === null ? null : ordered.map((row) => row.values[previous] ?? 0),
    ranked,
  };
};
