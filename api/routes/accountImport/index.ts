import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { toCredits } from '../../../events/credit/credits.js';
import { UPLOAD_LIMITS } from '../../../events/uploads/limits.js';
import { attachment } from '../../http/content-disposition.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { acceptUploads, fileBuffer, readUpload } from '../../http/multipart.js';
import { FILE_TYPE, SHEET_REFUSALS, type UploadForm } from '../../http/upload-form.js';
import { currentUser } from '../../plugins/auth.js';
import { readSheet, sheetType, SHEET_PROBLEMS, SheetTooLarge, type SheetRow } from '../../services/sheets/read.js';
import { accountsByEmail, applyRows, importedMovements } from './apply.js';
import { ACCOUNT_IMPORT_LIMITS, REPORT_MAX_ROWS } from './limits.js';
import { checkRows, isPlanned, rawRows, toReportRow, type ImportRow } from './rows.js';
import { ImportQuery, ImportReport } from './schemas.js';

// Account import (Admin, spec: credit-account-import): credits from the house to many accounts
// from a CSV or XLSX file (the 5MB reading, api/CONTRACT.md "Upload limits"), checked row by row,
// applied in the request. Rows, cells and the report are bounded (limits.ts): a small hostile file
// cannot make a huge answer.

const TEMPLATE = 'email,amount,description,reference\ndealer@example.com,100.00,Opening balance,IMPORT-001\n';

const admin = { roles: ['Admin'] } as const;
const ACCOUNT_IMPORT_FORM: UploadForm = { limit: UPLOAD_LIMITS.accountImport, file: 'a .csv (comma, semicolon or tab; UTF-8) or .xlsx file (its first sheet)', refusals: SHEET_REFUSALS };

/** The rows of the file, read with the shared reader and its limits; refusals are 4xx. */
const readRows = async (buffer: Buffer, type: 'csv' | 'xlsx'): Promise<SheetRow[]> => {
  const rows: SheetRow[] = [];
  try {
    for await (const row of readSheet(type, buffer, ACCOUNT_IMPORT_LIMITS)) rows.push(row);
  } catch (error) {
    if (error instanceof SheetTooLarge) throw new HttpError(error.code === 'too_many_rows' ? 400 : 413, SHEET_PROBLEMS[error.code], error.params);
    throw new HttpError(415, FILE_TYPE);
  }
  return rows;
};

/** At most REPORT_MAX_ROWS rows, those with errors first, in file order; how many were left out. */
const reportRows = (rows: ImportRow[]) => {
  if (rows.length <= REPORT_MAX_ROWS) return { rows, rowsLeftOut: 0 };
  const rank = (r: ImportRow) => (r.status === 'error' ? 0 : 1);
  const kept = [...rows].sort((a, b) => rank(a) - rank(b) || a.row - b.row).slice(0, REPORT_MAX_ROWS).sort((a, b) => a.row - b.row);
  return { rows: kept, rowsLeftOut: rows.length - kept.length };
};

const summary = (rows: ImportRow[], dryRun: boolean, appliedNow: boolean) => {
  const count = (status: ImportRow['status']) => rows.filter((r) => r.status === status).length;
  const errors = count('error');
  const ready = count('ok');
  const applied = appliedNow ? ready : 0;
  const amount = appliedNow ? toCredits(rows.reduce((sum, r) => sum + (r.status === 'ok' && r.amount !== null ? Math.round(r.amount * 100) : 0), 0)) : 0;
  const message = dryRun ? 'Preview: nothing was imported'
    : appliedNow ? `${applied} rows imported`
    : 'Nothing was imported: correct the rows with errors and upload the file again';
  return { dryRun, applied, skipped: count('skipped'), errors, ready, amount, message, ...reportRows(rows) };
};

export const accountImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await acceptUploads(app);

  app.get('/credit/account-import/template.csv', { schema: { tags: ['credit'] }, config: admin }, async (_request, reply) =>
    reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', attachment('account-import.csv')).send(TEMPLATE));

  app.post('/credit/account-import', {
    schema: { tags: ['credit'], querystring: ImportQuery, response: { 200: ImportReport, 400: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema } },
    config: { ...admin, upload: ACCOUNT_IMPORT_FORM },
  }, async (request) => {
    const user = currentUser(request);
    const dryRun = request.query.dryRun === 'true';
    const { file, name, mimetype } = await readUpload(request, fileBuffer);
    const type = sheetType(name, mimetype, file);
    if (!type) throw new HttpError(415, FILE_TYPE);
    const raw = rawRows(await readRows(file, type));
    const accounts = await accountsByEmail(app, raw.map((r) => r.email));
    // First pass for the movement ids, then the check against what the journal already holds.
    const ids = checkRows(raw, accounts, user, () => false).flatMap((r) => (r.movementId ? [r.movementId] : []));
    const rows = checkRows(raw, accounts, user, await importedMovements(app, ids));
    const errors = rows.some((r) => r.status === 'error');
    if (dryRun || (errors && request.query.apply !== 'partial')) return summary(rows.map(toReportRow), dryRun, false);
    const applied = new Map((await applyRows(app, user, rows.filter(isPlanned))).map((r) => [r.row, r]));
    return summary(rows.map((r) => applied.get(r.row) ?? toReportRow(r)), false, true);
  });
};
