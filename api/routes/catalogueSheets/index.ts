import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PassThrough } from 'node:stream';
import { Type } from 'typebox';
import { runImport } from '../../../tables/catalogueSheets/engine.js';
import { createImportJob, failInterruptedImports, findImport, listImports } from '../../../tables/catalogueSheets/jobs.js';
import { resumeInterruptedImports } from '../../../tables/catalogueSheets/resume.js';
import type { ExportRow } from '../../../tables/catalogueSheets/kind.js';
import { SHEET_KINDS, sheetKind, type AnySheetKind } from '../../../tables/catalogueSheets/kinds.js';
import { attachment } from '../../http/content-disposition.js';
import { conflictOnDuplicate, ErrorSchema, HttpError } from '../../http/errors.js';
import { ListQuery, parseListQuery, sendList } from '../../http/simple-rest.js';
import { currentUser } from '../../plugins/auth.js';
import { parseDateRange } from '../../http/date-range.js';
import { SHEET_PROBLEMS, SheetTooLarge } from '../../services/sheets/read.js';
import { sheetRows } from './read-sheet.js';
import * as s from './schemas.js';
import { writeXlsx } from './write-sheet.js';
import { UPLOAD_LIMITS } from '../../../events/uploads/limits.js';
import { acceptUploads, fileBuffer, readUpload, type Upload } from '../../http/multipart.js';
import { SHEET_REFUSALS, type UploadForm } from '../../http/upload-form.js';
import { FIELD_NOT_ALLOWED, FIELD_REQUIRED } from '../../http/validation-messages.js';

// Spreadsheet import and export of the catalogue (spec: database, import-database,
// vehicles/export-data, vehicles/download-excel, vehicles-file), Admin only. An upload answers
// 202 at once; the import runs in the background (applied in chunks, finished after a crash) and
// the admin polls its job.

const ADMIN = { roles: ['Admin'] as const };
const Errors = { 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 413: ErrorSchema };

const kindOf = (name: string | undefined): AnySheetKind => {
  const kind = name ? sheetKind(name) : undefined;
  if (!kind) throw name ? new HttpError(400, FIELD_NOT_ALLOWED, { field: 'kind', allowed: Object.keys(SHEET_KINDS).join(', ') }) : new HttpError(400, FIELD_REQUIRED, { field: 'kind' });
  return kind;
};

const SHEET_FORM: UploadForm = {
  limit: UPLOAD_LIMITS.sheet,
  file: 'a .xlsx (its first sheet) or .csv file (comma, semicolon or tab) with the columns of the export',
  fields: {
    kind: Type.Optional(Type.Union(Object.keys(SHEET_KINDS).map((kind) => Type.Literal(kind)), { description: 'the sheet\'s kind; may come in the query instead' })),
    dryRun: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')], { description: 'check and report, writing nothing; may come in the query instead' })),
  },
  refusals: SHEET_REFUSALS,
};

/** The file's rows; an archive that unpacks to too much is refused before it is read. */
const readRows = (upload: Upload<Buffer>) => {
  try {
    return sheetRows(upload.name, upload.mimetype, upload.file);
  } catch (error) {
    if (error instanceof SheetTooLarge) throw new HttpError(413, SHEET_PROBLEMS[error.code], error.params);
    throw error;
  }
};

export const vehiclesFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await acceptUploads(app);
  // Imports run in the background: a restart loses the ones under way (they changed nothing), and closing waits for the rest.
  await failInterruptedImports(app.db, app.now());
  const running = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(running);
  });
  // Imports a crash left half applied are finished first (tables/catalogueSheets/apply.ts).
  const resuming = resumeInterruptedImports(app.db, app.now)
    .catch((error: unknown) => app.log.error({ err: error }, 'resuming an interrupted catalogue import failed'))
    .finally(() => running.delete(resuming));
  running.add(resuming);

  app.post('/vehicles-file', {
    schema: { tags: ['vehicles'], querystring: s.UploadQuery, response: { 202: Type.Object({ id: Type.String() }), ...Errors } },
    config: { ...ADMIN, upload: SHEET_FORM },
  }, async (request, reply) => {
    const upload = await readUpload(request, fileBuffer);
    if (upload.file.length === 0) throw new HttpError(400, s.FILE_EMPTY);
    const kind = kindOf(upload.fields.kind ?? request.query.kind);
    const rows = readRows(upload);
    if (!rows) throw new HttpError(400, s.FILE_TYPE);
    const dryRunText = upload.fields.dryRun ?? request.query.dryRun ?? 'false';
    // A mistyped dry run must not become a real import.
    if (dryRunText !== 'true' && dryRunText !== 'false') throw new HttpError(400, FIELD_NOT_ALLOWED, { field: 'dryRun', allowed: 'true, false' });
    const dryRun = dryRunText === 'true';
    const actorId = currentUser(request).id;
    // One import at a time (a unique index over the running jobs): a second one is refused, not queued.
    const job = await createImportJob(app.db, { kind: kind.name, fileName: upload.name, actorId, dryRun }).catch(conflictOnDuplicate(s.IMPORT_RUNNING));
    const task = runImport({ db: app.db, kind, jobId: job.id, actorId, dryRun, now: app.now }, rows)
      .catch((error: unknown) => request.log.error({ err: error, importId: job.id }, 'catalogue import failed'))
      .finally(() => running.delete(task));
    running.add(task);
    return reply.code(202).send({ id: job.id });
  });

  app.get('/vehicles-file', {
    schema: { tags: ['vehicles'], querystring: ListQuery, response: { 200: Type.Array(s.ImportJob), 400: ErrorSchema } },
    config: ADMIN,
  }, async (request, reply) => {
    const params = parseListQuery(request.query, ['createdAt'], 'createdAt', 'DESC');
    const kind = typeof params.filter.kind === 'string' && params.filter.kind ? params.filter.kind : undefined;
    const { rows, total } = await listImports(app.db, { kind }, { offset: params.offset, limit: params.limit, order: params.sort.order });
    return sendList(reply, 'vehicles-file', params, rows.map((row) => s.toImportJob(row, false)), total);
  });

  app.get('/vehicles-file/:id', { schema: { tags: ['vehicles'], params: s.ImportId, response: { 200: s.ImportJob, ...Errors } }, config: ADMIN },
    async (request) => {
      const job = await findImport(app.db, request.params.id);
      if (!job) throw new HttpError(404, s.IMPORT_NOT_FOUND);
      return s.toImportJob(job);
    });

  // Static paths win over /vehicles/:id in Fastify's router, so these two never reach the vehicle route.
  app.get('/vehicles/export-data', {
    schema: { tags: ['vehicles'], querystring: s.ExportQuery, response: { 200: Type.Array(s.ExportRow), 400: ErrorSchema } },
    config: ADMIN,
  }, async (request, reply) => {
    const kind = kindOf(request.query.kind);
    const range = parseDateRange(request.query.start, request.query.end);
    const params = parseListQuery({ range: request.query.range }, ['id'], 'id');
    // The total is counted; the rows are read only up to the end of the asked page.
    const total = await kind.countRows(app.db, range);
    const page: ExportRow[] = [];
    let index = 0;
    for await (const row of kind.exportRows(app.db, range)) {
      if (index >= params.offset) page.push(row);
      index += 1;
      if (page.length >= params.limit) break;
    }
    return sendList(reply, 'vehicles', params, page, total);
  });

  app.get('/vehicles/download-excel', {
    schema: { tags: ['vehicles'], querystring: s.ExportQuery, response: { 200: Type.Unknown({ description: 'the XLSX file' }), 400: ErrorSchema } },
    config: ADMIN,
  }, async (request, reply) => {
    const kind = kindOf(request.query.kind);
    const range = parseDateRange(request.query.start, request.query.end);
    const output = new PassThrough();
    writeXlsx(kind.name, kind.columns, kind.exportRows(app.db, range), output).catch((error: unknown) => {
      request.log.error({ err: error }, 'export failed');
      output.destroy(error as Error);
    });
    const day = app.now().toISOString().slice(0, 10);
    return reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', attachment(`${kind.name}-${day}.xlsx`))
      .send(output);
  });
};
