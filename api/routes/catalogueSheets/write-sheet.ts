import { loadExcelJs } from '../../services/heavy-modules.js';
import type { Writable } from 'node:stream';
import type { ExportRow } from '../../../tables/catalogueSheets/kind.js';

// An export written as a stream: header row first, then one row per record as it is read, so the
// memory used does not grow with the catalogue.

export const writeXlsx = async (sheetName: string, columns: readonly string[], rows: AsyncIterable<ExportRow>, output: Writable) => {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([...columns]).commit();
  for await (const row of rows) sheet.addRow(columns.map((column) => (row[column] === '' ? null : (row[column] ?? null)))).commit();
  sheet.commit();
  await workbook.commit();
};
