import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import type { SheetRow } from '../../../projections/catalogue_import/engine.js';
import { cellText, parseCsv, sheetKind } from '../account-import/sheet.js';

// An uploaded sheet as rows of text cells for the import engine. XLSX is read as a stream (the
// first worksheet only), so a 50,000-row file never sits in memory as a whole workbook.

export async function* xlsxRows(input: Readable): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', entries: 'ignore' });
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      const values = Array.isArray(row.values) ? row.values.slice(1) : []; // exceljs rows are 1-based
      yield { number: row.number, cells: Array.from(values, (v) => cellText(v ?? null)) };
    }
    return; // the first worksheet only
  }
}

export async function* csvRows(buffer: Buffer): AsyncGenerator<SheetRow> {
  yield* parseCsv(buffer.toString('utf8'));
}

/** The rows of an uploaded CSV or XLSX file; null when it is neither (by name and content). */
export const sheetRows = (fileName: string, mimetype: string, buffer: Buffer): AsyncIterable<SheetRow> | null => {
  const type = sheetKind(fileName, mimetype, buffer);
  if (type === 'xlsx') return xlsxRows(Readable.from([buffer]));
  return type === 'csv' ? csvRows(buffer) : null;
};
