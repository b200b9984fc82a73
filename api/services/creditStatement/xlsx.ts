import { loadExcelJs } from '../heavy-modules.js';
import { BUSINESS_TIME_ZONE } from '../../../events/constants.js';
import { SPREADSHEET_DATE_TIME_FORMAT, spreadsheetDate } from '../../../events/dateFormat.js';
import type { StatementReply } from '../../routes/credit/audit-schemas.js';
import { statementLabels, type StatementLang } from './labels.js';

// A statement as a workbook: one sheet of movements (numbers stay numbers, formatted with 2
// decimals, so a spreadsheet can add them up again) and one of the totals per kind.

const CREDITS = '#,##0.00';

export const renderStatementXlsx = async (s: StatementReply, lang: StatementLang): Promise<Buffer> => {
  const l = statementLabels(lang);
  const t = l.text;
  const ExcelJS = await loadExcelJs();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(t.title.slice(0, 31));
  sheet.addRow([t.title]).font = { bold: true, size: 14 };
  sheet.addRow([t.account, s.account]);
  const date = (iso: string) => spreadsheetDate(iso, BUSINESS_TIME_ZONE);
  const period = sheet.addRow([t.period, date(s.from), date(s.to), t.times]);
  [2, 3].forEach((c) => (period.getCell(c).numFmt = SPREADSHEET_DATE_TIME_FORMAT));
  sheet.addRow([t.opening, s.opening]).getCell(2).numFmt = CREDITS;
  sheet.addRow([]);
  sheet.addRow([t.date, t.kind, t.counterparty, t.reference, t.amount, t.balance]).font = { bold: true };
  for (const line of s.lines) {
    const added = sheet.addRow([date(line.createdAt), l.kind(line.kind), l.counterparty(line), line.reference ?? '', line.signedAmount, line.balance]);
    added.getCell(5).numFmt = CREDITS;
    added.getCell(6).numFmt = CREDITS;
  }
  sheet.addRow([]);
  sheet.addRow([t.closing, s.closing]).getCell(2).numFmt = CREDITS;
  sheet.getColumn(1).width = 22;
  sheet.getColumn(1).numFmt = SPREADSHEET_DATE_TIME_FORMAT;
  [2, 3, 4].forEach((c) => (sheet.getColumn(c).width = 30));
  [5, 6].forEach((c) => (sheet.getColumn(c).width = 14));

  const totals = book.addWorksheet(t.totals.slice(0, 31));
  totals.addRow([t.kind, t.count, t.received, t.paid]).font = { bold: true };
  for (const total of [...s.totals.map((k) => ({ ...k, kind: l.kind(k.kind) })), { kind: t.total, count: s.lines.length, received: s.received, paid: s.paid }]) {
    const added = totals.addRow([total.kind, total.count, total.received, total.paid]);
    added.getCell(3).numFmt = CREDITS;
    added.getCell(4).numFmt = CREDITS;
  }
  totals.getColumn(1).width = 36;
  return Buffer.from(await book.xlsx.writeBuffer());
};
