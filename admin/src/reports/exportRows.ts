import type { SheetCell } from '../shared/xlsxExport';
import type { ReportColumn, ReportRow } from './types';

// Sub-accounts follow their parent, indented, whether or not they are open on screen: the file is
// the whole table. Figures stay numbers (a variation in percent points) so a spreadsheet can sum them.
export const exportRows = (rows: ReportRow[], columns: ReportColumn[], depth = 0): SheetCell[][] =>
  rows.flatMap((row) => [
    [`${'    '.repeat(depth)}${row.name}`, ...columns.map((column) => row.values[column.id] ?? null)],
    ...exportRows(row.children, columns, depth + 1),
  ]);
