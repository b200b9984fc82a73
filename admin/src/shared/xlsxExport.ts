import { saveBlob } from './download';

export type SheetCell = string | number | null;

/**
 * A table as an XLSX file, built in the browser. exceljs is imported on demand so the screens
 * that never export do not download it; numbers stay numbers so a spreadsheet can add them up.
 * Cells are plain values, never formulas, so text starting with "=" cannot run in Excel.
 */
export const exportXlsx = async (fileName: string, sheetName: string, header: string[], rows: SheetCell[][]): Promise<void> => {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  // Excel refuses sheet names over 31 characters.
  const sheet = book.addWorksheet(sheetName.slice(0, 31));
  sheet.addRow(header).font = { bold: true };
  rows.forEach((row) => sheet.addRow(row));
  sheet.getColumn(1).width = 32;
  const buffer = await book.xlsx.writeBuffer();
  saveBlob(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), fileName);
};
