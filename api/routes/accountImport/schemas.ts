import { Type } from 'typebox';
import { ROW_PROBLEM_CODES } from './rows.js';

export const ImportQuery = Type.Object({
  /** Check the file and report, without moving anything (the UI's preview). */
  dryRun: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  /** 'partial' applies the valid rows even when others have errors; by default one error stops the import. */
  apply: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('partial')])),
});

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const ImportReport = Type.Object({
  dryRun: Type.Boolean(),
  /** Rows moved by this request. */
  applied: Type.Integer(),
  /** Rows imported by an earlier upload: nothing moves twice. */
  skipped: Type.Integer(),
  errors: Type.Integer(),
  /** Valid rows not imported before (applied, or that would be). */
  ready: Type.Integer(),
  /** Credits moved by this request. */
  amount: Type.Number(),
  message: Type.String(),
  /** Rows not listed: the report lists at most 1,000 rows, those with errors first (limits.ts). */
  rowsLeftOut: Type.Integer(),
  rows: Type.Array(Type.Object({
    row: Type.Integer(),
    email: Type.String(),
    amount: Type.Union([Type.Number(), Type.Null()]),
    description: NullableString,
    reference: NullableString,
    status: Type.Union([Type.Literal('ok'), Type.Literal('error'), Type.Literal('skipped')]),
    /** Stable, for the UI to translate (rows.ts ROW_PROBLEM_CODES); null when the row is fine. */
    code: Type.Union([Type.String({ description: ROW_PROBLEM_CODES.join(', ') }), Type.Null()]),
    params: Type.Union([Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])), Type.Null()]),
    message: NullableString,
    movementId: NullableString,
  })),
});
