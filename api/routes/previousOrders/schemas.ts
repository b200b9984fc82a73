import { Type, type Static } from 'typebox';
import { ORDER_TYPES } from '../../../events/constants.js';
import { problem } from '../../../events/problem.js';
import type { PreviousOrderWithDealer } from '../../../tables/previousOrders/queries.js';

// API shapes of previous orders (spec section 3: id, type, price, createdAt, stage, currencyDetails,
// vehicle and description as JSON), plus the VIN and the account the order belongs to.

export const PREVIOUS_ORDER_NOT_FOUND = problem('PREVIOUS_ORDER_NOT_FOUND', 'Previous order not found');

const JsonObject = Type.Object({}, { additionalProperties: true });

export const PreviousOrder = Type.Object({
  id: Type.String({ description: "The sheet's id (the old system's order id)" }),
  type: Type.Enum(ORDER_TYPES),
  price: Type.Number({ description: 'EUR; 9999 is price on request' }),
  createdAt: Type.String({ format: 'date-time', description: 'When the order was placed' }),
  stage: Type.String(),
  currencyDetails: JsonObject,
  vehicle: JsonObject,
  description: Type.Unknown({ description: 'JSON, a text, or null' }),
  vin: Type.String(),
  dealerId: Type.String(),
  dealerEmail: Type.String(),
  importedAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type PreviousOrder = Static<typeof PreviousOrder>;

export const toPreviousOrder = (row: PreviousOrderWithDealer): PreviousOrder => ({
  id: row.id,
  type: row.type,
  price: Number(row.price),
  createdAt: row.ordered_at.toISOString(),
  stage: row.stage,
  currencyDetails: row.currency_details,
  vehicle: row.vehicle,
  description: row.description,
  vin: row.vin,
  dealerId: row.dealer_id,
  dealerEmail: row.dealer_email,
  importedAt: row.imported_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export const PreviousOrderId = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

export const ImportQuery = Type.Object({
  /** Check the file and report what would change, writing nothing. */
  dryRun: Type.Optional(Type.Enum(['true', 'false'])),
});

const Params = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]));
const NullableString = Type.Union([Type.String(), Type.Null()]);
const RowProblem = Type.Object({ column: Type.Optional(Type.String()), code: Type.String(), params: Type.Optional(Params), message: Type.String() });

export const IMPORT_STATUSES = ['imported', 'updated', 'unchanged', 'error'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const ImportReportRow = Type.Object({
  /** The line in the spreadsheet (the header is 1). */
  row: Type.Integer(),
  id: NullableString,
  vin: NullableString,
  email: NullableString,
  status: Type.Enum(IMPORT_STATUSES),
  /** The first problem of a row with errors (stable code, params and English text, and its column); null otherwise. */
  code: NullableString,
  column: NullableString,
  params: Type.Union([Params, Type.Null()]),
  message: NullableString,
  /** Every problem of the row. */
  problems: Type.Array(RowProblem),
});
export type ImportReportRow = Static<typeof ImportReportRow>;

export const ImportReport = Type.Object({
  dryRun: Type.Boolean(),
  fileName: Type.String(),
  total: Type.Integer({ description: 'Rows of the file after the header (blank lines left out)' }),
  imported: Type.Integer({ description: 'New previous orders (in a dry run: that would be)' }),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  errors: Type.Integer(),
  /** Rows not listed: the report lists at most 1,000 rows, those with errors first. */
  rowsLeftOut: Type.Integer(),
  rows: Type.Array(ImportReportRow),
});
export type ImportReport = Static<typeof ImportReport>;
