import { Type } from 'typebox';
import { OVERVIEW_ROLES } from '../../services/softwareOrders/overview-pdf.js';

// Shapes of the public order links (spec section 2: cert, overview-pdf, detail-order, dummy).

const Uuid = Type.String({ format: 'uuid' });
const NullableString = Type.Union([Type.String(), Type.Null()]);

export const PublicIdParams = Type.Object({ publicId: Uuid });
export const OverviewParams = Type.Object({ publicId: Uuid, rol: Type.Union(OVERVIEW_ROLES.map((r) => Type.Literal(r))) });
/** The administration's overview link carries its key (api/services/links/sign.ts). */
export const OverviewQuery = Type.Object({ key: Type.Optional(Type.String({ maxLength: 64 })) });
export const VehicleIdParams = Type.Object({ vehicleId: Uuid });
/** Order numbers start at 1; nine digits are far beyond any real count. */
export const NumberParams = Type.Object({ number: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });

/** `print=1` answers the PDF inline, to print from the browser's viewer; without it, a download. */
export const CertificatePdfQuery = Type.Object({ print: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0')])) }, { additionalProperties: false });
export const NoQuery = Type.Object({}, { additionalProperties: false });
/** The order's public id: numbers are sequential and guessable, so the number alone shows nothing. */
export const TrackingQuery = Type.Object({ key: Uuid }, { additionalProperties: false });

const Vehicle = Type.Object({ make: Type.String(), model: Type.String(), generation: Type.String(), engine: Type.String(), gearbox: NullableString });
const Figure = Type.Object({ before: Type.String(), after: Type.String() });

export const CertificateReply = Type.Object({
  sample: Type.Boolean(),
  number: Type.Union([Type.Integer(), Type.Null()]),
  date: NullableString,
  type: NullableString,
  vehicle: Vehicle,
  vin: NullableString,
  dealerName: NullableString,
  stages: Type.Array(Type.Object({ type: Type.String(), stage: Type.String(), name: Type.String(), power: Figure, torque: Figure })),
  originalReads: Type.Array(Type.Object({ unit: Type.String(), sha256: Type.String() })),
});

export const TrackingReply = Type.Object({
  number: Type.Integer(),
  type: Type.String(),
  /** The stage's code (a combo's is `ecu-dsg`) and its English name. */
  stage: Type.String(),
  stageName: Type.String(),
  vehicle: Vehicle,
  /** The status's display name (spec section 3: "Response required", "Tune Supplied"...). */
  status: Type.String(),
  placedAt: Type.String(),
  updatedAt: Type.String(),
});
