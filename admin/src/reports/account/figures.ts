import type { CellKind, PagedAnswer, ReportColumn, ReportDefinition, ReportRow } from '../types';

/** One figure of one account in one report: its current value, and the previous and variation where the report has them. */
export interface AccountFigure {
  id: string;
  /** Translation key `reports.columns.<id>` unless `label` (a gearbox family) is given. */
  label?: string;
  kind: CellKind;
  current: number | null;
  previous: number | null;
  variation: number | null;
}

const PREVIOUS = 'previous_';
const VARIATION = 'variation_';

const findRow = (rows: ReportRow[], id: string): ReportRow | undefined => {
  for (const row of rows) {
    const found = row.id === id ? row : findRow(row.children, id);
    if (found) return found;
  }
  return undefined;
};

/**
 * One account's figures of a report, read through the report's own screen definition (so the
 * account report shows exactly what the report's table shows): each figure with its
 * `previous_<id>` and `variation_<id>` columns beside it. Null when the report has no row for the
 * account (no figures in the period, or an account the report does not list).
 */
export const accountFigures = <Answer extends PagedAnswer>(definition: ReportDefinition<Answer>, answer: Answer, accountId: string): AccountFigure[] | null => {
  const row = findRow(definition.rows(answer), accountId);
  if (!row) return null;
  const columns = definition.columns(answer);
  const value = (id: string) => row.values[id] ?? null;
  const isFigure = (column: ReportColumn) => !column.id.startsWith(PREVIOUS) && !column.id.startsWith(VARIATION);
  return columns.filter(isFigure).map((column) => ({
    id: column.id,
    ...(column.label ? { label: column.label } : {}),
    kind: column.kind,
    current: value(column.id),
    previous: value(`${PREVIOUS}${column.id}`),
    variation: value(`${VARIATION}${column.id}`),
  }));
};
