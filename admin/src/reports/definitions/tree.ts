import type { ReportRow } from '../types';

/** Rows of the server's nested shape (children: unknown[] of the same shape) as screen rows. */
export const treeRows = <Raw extends { id: string; username: string; children: unknown[] }>(
  raws: Raw[],
  values: (raw: Raw) => ReportRow['values'],
): ReportRow[] =>
  raws.map((raw) => ({ id: raw.id, name: raw.username, values: values(raw), children: treeRows(raw.children as Raw[], values) }));

/** The table's sort as a route's query types it: one of the columns it sorts by, or none. */
export const sortIn = <S extends string>(columns: readonly S[], sort: string | undefined): S | undefined => columns.find((column) => column === sort);
