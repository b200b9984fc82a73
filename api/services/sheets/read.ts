import { problem } from '../../../events/problem.js';
import type ExcelJS from 'exceljs';
import { loadExcelJs } from '../heavy-modules.js';
import { Readable } from 'node:stream';
import { declaredEntrySizes } from './zip.js';

// The one spreadsheet reader of every importer: an uploaded CSV or XLSX file as rows of text cells,
// each with its row number in the file (the header is row 1), so a report points at the line a
// person sees. Both formats are read by exceljs: XLSX as a stream (first worksheet only, the
// workbook never whole in memory), CSV through exceljs' CSV reader (fast-csv underneath; the
// upload's size cap bounds it). Every cell is cut to `maxCellChars` + 1 characters as it is read,
// so an over-long cell is still seen as too long but a huge one never travels further.

export type SheetRow = { number: number; cells: string[] };
export type SheetType = 'csv' | 'xlsx';
export type SheetLimits = {
  /** Rows after the header; one more is an error (`too_many_rows`). */
  maxRows: number;
  maxCellChars: number;
  /** What the XLSX archive may unpack to. */
  maxUnpackedBytes: number;
  /** The shared strings are the one part of a workbook held in memory while it streams. */
  maxSharedStringsBytes: number;
};

const SHARED_STRINGS = /^xl\/sharedStrings\.xml$/i;

/** Refuses, before inflating anything, an archive whose declared sizes break the limits (an unreadable directory counts as too big). */
const checkArchive = (buffer: Buffer, limits: SheetLimits) => {
  const entries = declaredEntrySizes(buffer);
  if (!entries) throw unpacksTooLarge(limits.maxUnpackedBytes);
  if (entries.reduce((sum, e) => sum + e.size, 0) > limits.maxUnpackedBytes) throw unpacksTooLarge(limits.maxUnpackedBytes);
  if (entries.some((e) => SHARED_STRINGS.test(e.name) && e.size > limits.maxSharedStringsBytes)) throw unpacksTooLarge(limits.maxSharedStringsBytes);
};

/** A file too big to read: a stable `code` and `params` for the UI beside the English message. */
export class SheetTooLarge extends Error {
  constructor(readonly code: 'too_many_rows' | 'unpacks_too_large', readonly params: Record<string, string | number>, message: string) {
    super(message);
    this.name = 'SheetTooLarge';
  }
}

/** The API's problem for a file too big to read (the admin translates its code). */
export const SHEET_PROBLEMS = {
  too_many_rows: problem('SHEET_TOO_MANY_ROWS', 'The file has more than {max} rows: please split it'),
  unpacks_too_large: problem('SHEET_UNPACKS_TOO_LARGE', 'The file unpacks to more than {maxMegabytes}MB: please split it'),
} as const;

export const tooManyRows = (maxRows: number) =>
  new SheetTooLarge('too_many_rows', { max: maxRows.toLocaleString('en-US') }, `The file has more than ${maxRows.toLocaleString('en-US')} rows: please split it`);
const unpacksTooLarge = (maxBytes: number) =>
  new SheetTooLarge('unpacks_too_large', { maxMegabytes: Math.round(maxBytes / 1024 / 1024) }, `The file unpacks to more than ${Math.round(maxBytes / 1024 / 1024)}MB: please split it`);

/** A cell as text: formulas give their result, rich text its plain text, links their text. */
export const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return 'result' in value ? cellText(value.result as ExcelJS.CellValue) : '';
  if ('hyperlink' in value) return String(value.text); // an email typed into Excel becomes a mailto link
  if ('error' in value) return String(value.error);
  return '';
};

const cut = (text: string, limits: SheetLimits) => (text.length > limits.maxCellChars ? text.slice(0, limits.maxCellChars + 1) : text);
const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');

/** Counts the rows that hold something; blank lines are passed on but never counted. */
async function* capped(rows: AsyncIterable<SheetRow>, limits: SheetLimits): AsyncGenerator<SheetRow> {
  let filled = 0;
  for await (const row of rows) {
    if (!isBlank(row.cells) && (filled += 1) > limits.maxRows + 1) throw tooManyRows(limits.maxRows);
    yield row;
  }
}

async function* xlsxRows(input: Readable, limits: SheetLimits): AsyncGenerator<SheetRow> {
  const { stream } = await loadExcelJs();
  const reader = new stream.xlsx.WorkbookReader(input, { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', entries: 'ignore' });
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      const values = Array.isArray(row.values) ? row.values.slice(1) : []; // exceljs rows are 1-based
      yield { number: row.number, cells: Array.from(values, (v) => cut(cellText(v ?? null), limits)) };
    }
    return; // the first worksheet only
  }
}

/**
 * exceljs's streaming reader fails ("reading 'sheets'") on an archive that lists a worksheet after
 * the shared strings and relationships but before xl/workbook.xml (its own writer makes such
 * archives now and then). Such a file is read whole instead: its unpacked size was checked first.
 */
const isEntryOrderFailure = (error: unknown) => error instanceof TypeError && error.message.includes("reading 'sheets'");

async function* xlsxBufferRows(buffer: Buffer, limits: SheetLimits): AsyncGenerator<SheetRow> {
  let started = false;
  try {
    for await (const row of xlsxRows(Readable.from([buffer]), limits)) {
      started = true;
      yield row;
    }
  } catch (error) {
    if (started || !isEntryOrderFailure(error)) throw error;
    const { Workbook } = await loadExcelJs();
    const workbook = new Workbook();
    await workbook.xlsx.load(new Uint8Array(buffer).buffer);
    const rows: SheetRow[] = [];
    workbook.worksheets[0]?.eachRow((row, number) => {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      rows.push({ number, cells: Array.from(values, (v) => cut(cellText(v ?? null), limits)) });
    });
    yield* rows;
  }
}

const DELIMITERS = [',', ';', '\t'] as const;

/** Excel in many European locales writes CSV with semicolons: take the delimiter the header uses most. */
const delimiterOf = (text: string) => {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return DELIMITERS.reduce((best, d) => (header.split(d).length > header.split(best).length ? d : best), DELIMITERS[0]);
};

async function* csvRows(buffer: Buffer, limits: SheetLimits): AsyncGenerator<SheetRow> {
  const text = buffer.toString('utf8').replace(/^\uFEFF/, '');
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  // Cells stay text (no guessing of numbers or dates): "10,5" must reach the checks as typed.
  const sheet = await workbook.csv.read(Readable.from([text]), { map: (datum: string) => cut(datum, limits), parserOptions: { delimiter: delimiterOf(text) } });
  for (let number = 1; number <= sheet.rowCount; number += 1) {
    const values = sheet.getRow(number).values;
    yield { number, cells: Array.isArray(values) ? Array.from(values.slice(1), (v) => cellText(v ?? null)) : [] };
  }
}

const isZip = (buffer: Buffer) => buffer.length > 4 && buffer.readUInt32LE(0) === 0x04034b50;
const isText = (buffer: Buffer) => !buffer.subarray(0, 8192).includes(0);

/** CSV or XLSX by name and content; null for anything else (including old .xls files). */
export const sheetType = (fileName: string, mimetype: string, buffer: Buffer): SheetType | null => {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'xlsx') return isZip(buffer) ? 'xlsx' : null;
  if (extension === 'csv') return isText(buffer) ? 'csv' : null;
  if (extension) return null;
  if (isZip(buffer) && mimetype.includes('spreadsheetml')) return 'xlsx';
  return mimetype.startsWith('text/') && isText(buffer) ? 'csv' : null;
};

/**
 * The rows of an uploaded file of a known type. Throws SheetTooLarge before reading an archive that
 * declares more than `maxUnpackedBytes` (or shared strings over their cap), and while reading past `maxRows`; anything else thrown
 * while iterating means the file is not the spreadsheet it claims to be.
 */
export const readSheet = (type: SheetType, buffer: Buffer, limits: SheetLimits): AsyncIterable<SheetRow> => {
  if (type === 'xlsx') checkArchive(buffer, limits);
  return capped(type === 'xlsx' ? xlsxBufferRows(buffer, limits) : csvRows(buffer, limits), limits);
};

/** The same for a file on disk (benchmarks): XLSX only, streamed. */
export const readXlsxStream = (input: Readable, limits: SheetLimits): AsyncIterable<SheetRow> => capped(xlsxRows(input, limits), limits);
