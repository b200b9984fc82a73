import type { ReportRow } from '../types';

/** Rows of the server's nested shape (children: unknown[] of the same shape) as screen rows. */
export const treeRows = <Raw extends { id: string; username: string; children: unknown[] }>(
  raws: Raw[],
  values: (raw: Raw) => ReportRow['values'],
): ReportRow[] =>
  raws.map((raw) => ({ id: raw.id, name: raw.username, values: values(raw), children: treeRows(raw.children as Raw[], values) }));

/** Spec section 9's Current and Previous series of one figure, one category per top-level account. */
export const perAccount = (rows: ReportRow[], current: string, previous: string | null) => ({
  categories: rows.map((row) => row.name),
  current: rows.map((row) => row.values[current] ?? 0),
  previous: previous === null ? null : rows.map((row) => row.values[previous] ?? 0),
});
