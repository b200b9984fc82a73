import ExcelJS from 'exceljs';

// An uploaded CSV or XLSX file as rows of text cells, each with its row number in the file
// (the header is row 1), so a report points at the line a person sees in their spreadsheet.

export type SheetRow = { number: number; cells: string[] };

const DELIMITERS = [',', ';', '\t'] as const;

/** Excel in many European locales writes CSV with semicolons: take the delimiter the header uses most. */
const delimiterOf = (text: string) => {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return DELIMITERS.reduce((best, d) => (header.split(d).length > header.split(best).length ? d : best), DELIMITERS[0]);
};

/** RFC 4180: quoted fields may hold delimiters, quotes ("") and line breaks. */
export const parseCsv = (input: string): SheetRow[] => {
  const text = input.replace(/^\uFEFF/, '');
  const delimiter = delimiterOf(text);
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let record = 1;
  const endRow = () => {
    cells.push(cell);
    rows.push({ number: record, cells });
    record += 1;
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
    } else cell += c;
  }
  if (cell !== '' || cells.length) endRow();
  return rows;
};

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

/** The first worksheet of an XLSX workbook. */
export const parseXlsx = async (buffer: Buffer): Promise<SheetRow[]> => {
  const workbook = new ExcelJS.Workbook();
  // exceljs declares its own Buffer type (an ArrayBuffer) and hands it to JSZip: give it a copy of the bytes as one.
  await workbook.xlsx.load(new Uint8Array(buffer).buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : []; // exceljs rows are 1-based
    rows.push({ number, cells: Array.from(values, (v) => cellText(v ?? null)) });
  });
  return rows;
};

export type SheetKind = 'csv' | 'xlsx';

const isZip = (buffer: Buffer) => buffer.length > 4 && buffer.readUInt32LE(0) === 0x04034b50;
const isText = (buffer: Buffer) => !buffer.subarray(0, 8192).includes(0);

/** CSV or XLSX by name and content; null for anything else (including old .xls files). */
export const sheetKind = (filename: string, mimetype: string, buffer: Buffer): SheetKind | null => {
  const extension = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase();
  if (extension === 'xlsx') return isZip(buffer) ? 'xlsx' : null;
  if (extension === 'csv') return isText(buffer) ? 'csv' : null;
  if (extension) return null;
  if (isZip(buffer) && mimetype.includes('spreadsheetml')) return 'xlsx';
  return mimetype.startsWith('text/') && isText(buffer) ? 'csv' : null;
};
