import { Type, type Static } from 'typebox';
import { DSG_HARDWARE_COSTS, ORDER_STAGE_VALUES, ORDER_TYPES, URGENCY_LEVELS, DEFAULT_URGENCY } from '../../../events/constants.js';
import { ORDER_STATUSES } from '../../../events/softwareOrders/statuses.js';
import { GearboxFamilySchema } from '../vehicles/schemas.js';

// Shapes of the order-software calls (spec section 7: order-software/index, create, view,
// update-status, update-price). Amounts are credits with 2 decimals; the events keep cents.

const Uuid = Type.String({ format: 'uuid' });
const OrderTypeSchema = Type.Union(ORDER_TYPES.map((t) => Type.Literal(t)));
const Detail = Type.Optional(Type.String({ minLength: 1, maxLength: 60 }));
/** A VIN as typed: the rule of spec section 5 is checked by events/catalogue/vin.ts (INVALID_VIN, "Invalid VIN."), not by a length here. */
export const VinText = Type.String({ maxLength: 100, description: '17 or 18 letters, digits or hyphens with at least one digit and one letter (trimmed, upper-cased); otherwise 400 INVALID_VIN' });
/** The dealer's upload, or a stock file found by files/find-files (order-software-file), with its details. */
export const FileRef = Type.Object({
  uploadId: Type.Optional(Uuid),
  stockSha256: Type.Optional(Type.String({ pattern: '^[0-9a-f]{64}$' })),
  unit: Type.Optional(Type.Union([Type.Literal('ECU'), Type.Literal('TCU')])),
  hardwareNumber: Detail, softwareVersion: Detail, tool: Detail,
});

export const DraftBody = Type.Object({
  type: OrderTypeSchema,
  /** An ECU stage, a DSG stage (original_file, Stock, 1…4) or a combined option; it must fit the type (ORDER_STAGE_INVALID). */
  stage: Type.Enum(ORDER_STAGE_VALUES),
  vehicleId: Uuid,
  gearbox: Type.Optional(GearboxFamilySchema),
  vin: Type.Optional(VinText),
  files: Type.Optional(Type.Array(FileRef, { maxItems: 2 })),
  options: Type.Optional(Type.Array(Type.Object({ unit: Type.Union([Type.Literal('ECU'), Type.Literal('DSG')]), name: Type.String({ minLength: 1, maxLength: 100 }), choice: Type.String({ maxLength: 100 }) }), { maxItems: 30 })),
  dsgHardware: Type.Optional(Type.Object({
    choice: Type.Union(Object.keys(DSG_HARDWARE_COSTS).map((c) => Type.Literal(c))),
    invoiceNumber: Type.Optional(Type.String({ maxLength: 20 })),
  })),
  urgency: Type.Optional(Type.Union([Type.Literal(DEFAULT_URGENCY), ...URGENCY_LEVELS.map((u) => Type.Literal(u))])),
  coupon: Type.Optional(Type.String({ maxLength: 30 })),
  note: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type DraftBody = Static<typeof DraftBody>;

export const CreateBody = Type.Object({
  ...DraftBody.properties,
  files: Type.Array(FileRef, { minItems: 1, maxItems: 2 }),
  /** The total the dealer saw (credits): a different total now is a 409 with the new quote. */
  expectedTotal: Type.Number({ minimum: 0 }),
});

const QuoteLine = Type.Object({ code: Type.String(), label: Type.String(), amount: Type.Union([Type.Number(), Type.Null()]) });
export const QuoteReply = Type.Object({
  lines: Type.Array(QuoteLine),
  total: Type.Number(),
  onRequest: Type.Boolean(),
  balance: Type.Number(),
  allowed: Type.Boolean(),
  noBalance: Type.Boolean(),
  creditLimitReached: Type.Boolean(),
});

export const OrderFileReply = Type.Object({
  unit: Type.String(), uploadId: Type.String(), sha256: Type.String(), size: Type.Number(), name: Type.String(), stock: Type.Optional(Type.Boolean()),
  details: Type.Optional(Type.Object({ hardwareNumber: Type.Union([Type.String(), Type.Null()]), softwareVersion: Type.Union([Type.String(), Type.Null()]), tool: Type.Union([Type.String(), Type.Null()]) })),
});
export const FindFilesBody = Type.Object({ hardware_number: Type.String({ minLength: 1, maxLength: 60 }), software_version: Type.Optional(Type.String({ maxLength: 60 })), tool: Type.Optional(Type.String({ maxLength: 60 })) });
export const FindFilesParams = Type.Object({ unit: Type.Union([Type.Literal('ECU'), Type.Literal('TCU')]) });
const StockFile = Type.Object({ unit: Type.String(), sha256: Type.String(), size: Type.Number(), name: Type.String(), hardwareNumber: Type.Union([Type.String(), Type.Null()]), softwareVersion: Type.Union([Type.String(), Type.Null()]), tool: Type.Union([Type.String(), Type.Null()]), make: Type.String(), model: Type.String(), engine: Type.String(), vehicleId: Type.String() });
export const FindFilesReply = Type.Object({
  stock: Type.Array(StockFile), files: Type.Array(StockFile), stage_visibility: Type.Record(Type.String(), Type.Boolean()),
  /** Issue 10: the stages and order types a tuned file exists for, made from a read that matches (the stock file database). */
  tuned: Type.Array(Type.Object({ stage: Type.String(), type: Type.String() })),
});

export const OrderRecord = Type.Object({
  id: Type.String(), number: Type.Number(), dealerId: Type.String(), dealerName: Type.String(), type: Type.String(), stage: Type.String(),
  status: Type.String(), payment: Type.String(), vin: Type.Union([Type.String(), Type.Null()]),
  make: Type.String(), model: Type.String(), generation: Type.String(), engine: Type.String(), gearbox: Type.Union([Type.String(), Type.Null()]),
  urgency: Type.String(), couponCode: Type.Union([Type.String(), Type.Null()]), total: Type.Number(), onRequest: Type.Boolean(),
  price: Type.Union([Type.Number(), Type.Null()]), charged: Type.Number(), refunded: Type.Number(), refusal: Type.Union([Type.String(), Type.Null()]),
  files: Type.Array(OrderFileReply), createdAt: Type.String(), updatedAt: Type.String(),
  calibratorId: Type.Union([Type.String(), Type.Null()]), calibratorName: Type.Union([Type.String(), Type.Null()]),
  dueAt: Type.Union([Type.String(), Type.Null()]), overdue: Type.Boolean(), versions: Type.Number(), deliveredAt: Type.Union([Type.String(), Type.Null()]),
  rejectionReason: Type.Union([Type.String(), Type.Null()]), rounds: Type.Number(),
  warrantyStatus: Type.Union([Type.String(), Type.Null()]), warrantyReason: Type.Union([Type.String(), Type.Null()]), warrantyRefunded: Type.Number(),
});

const OrNull = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Number>>(schema: T) => Type.Union([schema, Type.Null()]);
export const TimelineEntry = Type.Object({
  at: Type.String(), type: Type.String(), actorId: OrNull(Type.String()), actorName: OrNull(Type.String()), summary: Type.String(),
  amount: OrNull(Type.Number()), from: OrNull(Type.String()), to: OrNull(Type.String()), note: OrNull(Type.String()), code: OrNull(Type.String()),
});

export const OrderView = Type.Object({
  ...OrderRecord.properties,
  quote: Type.Object({ lines: Type.Array(QuoteLine), total: Type.Number(), onRequest: Type.Boolean() }),
  options: Type.Array(Type.Object({ unit: Type.String(), name: Type.String(), choice: Type.String() })),
  dsgHardware: Type.Union([Type.Object({ choice: Type.String(), invoiceNumber: Type.Union([Type.String(), Type.Null()]) }), Type.Null()]),
  note: Type.Union([Type.String(), Type.Null()]),
  nextStatuses: Type.Array(Type.String()),
  timeline: Type.Array(TimelineEntry),
  /** The order's public pages (paths under the admin app): certificate once paid, overviews; the administration's only for an Admin. */
  links: Type.Object({ certificate: OrNull(Type.String()), overview: Type.String(), adminOverview: OrNull(Type.String()) }),
});

export const IdParams = Type.Object({ id: Uuid });
export const StatusBody = Type.Object({ id: Uuid, status: Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s))), note: Type.Optional(Type.String({ maxLength: 1000 })) });
export const PriceBody = Type.Object({ id: Uuid, price: Type.Union([Type.Number({ exclusiveMinimum: 0 }), Type.String({ maxLength: 20 })]) });

// Issue 10: the calibrators' calls.
export const AssignBody = Type.Object({ id: Uuid, calibratorId: Type.Optional(Uuid) });
export const OnlyStatusBody = Type.Object({ id: Uuid, status: Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s))) });
const UploadRef = Type.Object({ uploadId: Uuid });
export const DeliverBody = Type.Object({ id: Uuid, files: Type.Array(UploadRef, { minItems: 1, maxItems: 2 }), note: Type.Optional(Type.String({ maxLength: 1000 })) });
export const ResubmitBody = Type.Object({ id: Uuid, files: Type.Array(UploadRef, { minItems: 1, maxItems: 2 }), note: Type.Optional(Type.String({ maxLength: 1000 })) });
export const WarrantyCreateBody = Type.Object({ orderId: Uuid, reason: Type.String({ minLength: 1, maxLength: 1000 }) });
export const WarrantyStatusBody = Type.Object({ orderId: Uuid, status: Type.Union([Type.Literal('NEW'), Type.Literal('In process'), Type.Literal('Closed')]) });
export const WarrantyRefundBody = Type.Object({ orderId: Uuid, amount: Type.Union([Type.Number({ exclusiveMinimum: 0 }), Type.String({ maxLength: 20 })]) });
const FileReply = Type.Object({ unit: Type.String(), sha256: Type.String(), size: Type.Number(), name: Type.String(), url: Type.String() });
export const VersionsReply = Type.Array(Type.Object({
  version: Type.Number(), note: Type.Union([Type.String(), Type.Null()]), calibratorId: Type.String(), at: Type.String(), files: Type.Array(FileReply),
}));
export const ReadsReply = Type.Array(Type.Object({ round: Type.Number(), note: Type.Union([Type.String(), Type.Null()]), at: Type.String(), files: Type.Array(FileReply) }));
