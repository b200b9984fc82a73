import { Type, type Static } from 'typebox';
import { PROBLEMS_KEPT } from '../../../tables/catalogueSheets/engine.js';
import type { CatalogueImportRow } from '../../../tables/catalogueSheets/table.js';
import { problem } from '../../../events/problem.js';

export const IMPORT_RUNNING = problem('IMPORT_RUNNING', 'Another import is running: please wait until it has finished, then upload again');
export const IMPORT_NOT_FOUND = problem('IMPORT_NOT_FOUND', 'Import not found');
export { FILE_EMPTY, FILE_TYPE } from '../../http/upload-form.js';

const Summary = Type.Union([Type.Object({ created: Type.Integer(), updated: Type.Integer(), unchanged: Type.Integer() }), Type.Null()]);
/** `code` and `params` are stable for the UI to translate; jobs recorded before codes existed have none. */
const Problem = Type.Object({
  row: Type.Integer(), column: Type.Optional(Type.String()), code: Type.Optional(Type.String()),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))), message: Type.String(),
});

export const ImportJob = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  fileName: Type.String(),
  actorId: Type.Union([Type.String(), Type.Null()]),
  status: Type.String({ description: 'parsing | checking | applying | done | rejected | failed' }),
  dryRun: Type.Boolean(),
  total: Type.Integer({ description: '0 while the file is still being read' }),
  processed: Type.Integer(),
  problemCount: Type.Integer(),
  problems: Type.Array(Problem, { description: `the first ${PROBLEMS_KEPT} problems, by row (0 = the whole file)` }),
  summary: Summary,
  createdAt: Type.String(),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
});
export type ImportJob = Static<typeof ImportJob>;

export const toImportJob = (row: CatalogueImportRow, withProblems = true): ImportJob => ({
  id: row.id,
  kind: row.kind,
  fileName: row.file_name,
  actorId: row.actor_id,
  status: row.status,
  dryRun: row.dry_run,
  total: row.total,
  processed: row.processed,
  problemCount: row.problem_count,
  problems: withProblems ? row.problems : [],
  summary: row.summary,
  createdAt: row.created_at.toISOString(),
  finishedAt: row.finished_at?.toISOString() ?? null,
});

export const ImportId = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const UploadQuery = Type.Object({
  kind: Type.Optional(Type.String()),
  dryRun: Type.Optional(Type.Enum(['true', 'false'])),
});
export const ExportQuery = Type.Object({
  kind: Type.String(),
  start: Type.Optional(Type.String()),
  end: Type.Optional(Type.String()),
  range: Type.Optional(Type.String()),
});

/** One exported row: the kind's columns (header text) to their values. */
export const ExportRow = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()]));
