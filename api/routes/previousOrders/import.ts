import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { UPLOAD_LIMITS } from '../../../events/uploads/limits.js';
import { duplicateOf } from '../../../tables/catalogueSheets/cells.js';
import type { RowProblem } from '../../../tables/catalogueSheets/kind.js';
import { importPreviousOrders, type PreviousOrderImport } from '../../../tables/previousOrders/queries.js';
import { NO_ROWS, parsePreviousOrderRow, PREVIOUS_ORDER_COLUMNS, readHeader, type PreviousOrderColumn } from '../../../tables/previousOrders/sheet.js';
import { HttpError } from '../../http/errors.js';
import { fileBuffer, readUpload } from '../../http/multipart.js';
import { FILE_EMPTY, FILE_TYPE, SHEET_REFUSALS, type UploadForm } from '../../http/upload-form.js';
import { readSheet, sheetType, SHEET_PROBLEMS, SheetTooLarge, type SheetRow } from '../../services/sheets/read.js';
import { PREVIOUS_ORDERS_LIMITS, REPORT_CELL_MAX_CHARS, REPORT_MAX_ROWS } from './limits.js';
import type { ImportReport, ImportReportRow } from './schemas.js';

// The previous orders import (Admin): a CSV or XLSX file read by the one reader, every row checked
// (tables/previousOrders/sheet.ts, then its account and duplicates), the valid rows written and each
// row reported: imported, updated, unchanged or error. A row's key is the sheet's id, so the same
// sheet imported again reports every row unchanged; a bad row never stops the good ones (fix it and
// import the sheet again). A whole-sheet problem (wrong headers, no rows) refuses the file.

type Upload = { fileName: string; mimetype: string; buffer: Buffer };

/** The form: one spreadsheet (the sheets' limit, api/CONTRACT.md "Upload limits") and no other field; the dry run is a query parameter. */
export const PREVIOUS_ORDERS_FORM: UploadForm = {
  limit: UPLOAD_LIMITS.sheet,
  file: 'a .csv (comma, semicolon or tab; UTF-8) or .xlsx file (its first sheet), one order per row',
  refusals: SHEET_REFUSALS,
};

/** The form's one file, read whole by the multipart reader. */
export const readSheetUpload = async (request: FastifyRequest): Promise<Upload> => {
  const { file, name, mimetype } = await readUpload(request, fileBuffer);
  if (file.length === 0) throw new HttpError(400, FILE_EMPTY);
  return { fileName: name, mimetype, buffer: file };
};

/** Every line that holds something, read with the shared reader and its limits; refusals are 4xx. */
const readRows = async (upload: Upload): Promise<SheetRow[]> => {
  const type = sheetType(upload.fileName, upload.mimetype, upload.buffer);
  if (!type) throw new HttpError(415, FILE_TYPE);
  const rows: SheetRow[] = [];
  try {
    for await (const row of readSheet(type, upload.buffer, PREVIOUS_ORDERS_LIMITS)) if (row.cells.some((c) => c.trim() !== '')) rows.push(row);
  } catch (error) {
    if (error instanceof SheetTooLarge) throw new HttpError(error.code === 'too_many_rows' ? 400 : 413, SHEET_PROBLEMS[error.code], error.params);
    throw new HttpError(415, FILE_TYPE);
  }
  return rows;
};

type Checked = { line: number; cells: Partial<Record<PreviousOrderColumn, string>>; order?: PreviousOrderImport; problems: RowProblem[] };

const problemOf = (column: string, code: string, message: string, params?: Record<string, string | number>): RowProblem => ({ column, code, ...(params ? { params } : {}), message });

/** The accounts by lower-case email, for the emails of the file. */
const accountsByEmail = async (app: FastifyInstance, emails: string[]) => {
  const found = new Map<string, string>();
  const unique = [...new Set(emails)];
  for (let start = 0; start < unique.length; start += 1000) {
    const part = unique.slice(start, start + 1000);
    const rows = await app.db.selectFrom('users').select(['id', sql<string>`lower(email)`.as('email')]).where(sql<string>`lower(email)`, 'in', part).execute();
    for (const r of rows) found.set(r.email, r.id);
  }
  return found;
};

/** Parses every row, then marks ids given twice (all their rows) and emails of no account. */
const checkRows = async (app: FastifyInstance, sheet: SheetRow[], now: Date): Promise<Checked[]> => {
  const [header, ...body] = sheet;
  if (!header) throw new HttpError(400, NO_ROWS);
  const read = readHeader(header.cells);
  if ('problem' in read) throw new HttpError(400, read.problem, read.params);
  if (!body.length) throw new HttpError(400, NO_ROWS);
  const checked: Checked[] = body.map((r) => {
    const cells = Object.fromEntries(PREVIOUS_ORDER_COLUMNS.map((column) => [column, read.columns.has(column) ? (r.cells[read.columns.get(column)!] ?? '').trim() : '']));
    const parsed = parsePreviousOrderRow(cells, now);
    return 'row' in parsed ? { line: r.number, cells, order: { ...parsed.row, dealerId: '' }, problems: [] } : { line: r.number, cells, problems: parsed.problems };
  });
  const linesById = new Map<string, number[]>();
  for (const c of checked) if (c.order) linesById.set(c.order.id, [...(linesById.get(c.order.id) ?? []), c.line]);
  const accounts = await accountsByEmail(app, checked.flatMap((c) => (c.order ? [c.order.email] : [])));
  for (const c of checked) {
    if (!c.order) continue;
    const other = linesById.get(c.order.id)!.find((line) => line !== c.line);
    if (other !== undefined) c.problems.push(problemOf('id', 'duplicate', duplicateOf(other), { row: other }));
    const dealerId = accounts.get(c.order.email);
    if (!dealerId) c.problems.push(problemOf('email', 'user_not_found', 'User not found'));
    if (c.problems.length || !dealerId) delete c.order;
    else c.order.dealerId = dealerId;
  }
  return checked;
};

/** Echoed cells are cut: the report never grows with what a cell holds. */
const echo = (text: string | undefined) => (!text ? null : text.length > REPORT_CELL_MAX_CHARS ? `${text.slice(0, REPORT_CELL_MAX_CHARS)}…` : text);

const reportRow = (c: Checked, status: ImportReportRow['status']): ImportReportRow => {
  const first = c.problems[0];
  return {
    row: c.line,
    id: c.order?.id ?? echo(c.cells.id),
    vin: c.order?.vin ?? echo(c.cells.vin),
    email: c.order?.email ?? echo(c.cells.email?.toLowerCase()),
    status,
    code: first?.code ?? null,
    column: first?.column ?? null,
    params: first?.params ?? null,
    message: first?.message ?? null,
    problems: c.problems,
  };
};

/** At most REPORT_MAX_ROWS rows, those with errors first, in file order; how many were left out. */
const listed = (rows: ImportReportRow[]) => {
  if (rows.length <= REPORT_MAX_ROWS) return { rows, rowsLeftOut: 0 };
  const rank = (r: ImportReportRow) => (r.status === 'error' ? 0 : 1);
  const kept = [...rows].sort((a, b) => rank(a) - rank(b) || a.row - b.row).slice(0, REPORT_MAX_ROWS).sort((a, b) => a.row - b.row);
  return { rows: kept, rowsLeftOut: rows.length - kept.length };
};

/** Reads, checks and (unless a dry run) writes the sheet; answers the per-row report. */
export const importSheet = async (app: FastifyInstance, actorId: string, upload: Upload, dryRun: boolean): Promise<ImportReport> => {
  const now = app.now();
  const checked = await checkRows(app, await readRows(upload), now);
  const changes = await importPreviousOrders(app.db, actorId, checked.flatMap((c) => (c.order ? [c.order] : [])), now, dryRun);
  const rows = checked.map((c) => reportRow(c, c.order ? changes.get(c.order.id)! : 'error'));
  const count = (status: ImportReportRow['status']) => rows.filter((r) => r.status === status).length;
  return {
    dryRun, fileName: upload.fileName, total: rows.length,
    imported: count('imported'), updated: count('updated'), unchanged: count('unchanged'), errors: count('error'),
    ...listed(rows),
  };
};
