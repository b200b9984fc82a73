import { Type, type Static } from 'typebox';
import { NEW_PRODUCT_STATUSES } from '../../../events/catalogue/new-products.js';
import { vinProblem } from '../../../events/catalogue/vin.js';
import type { NewProductFields, NewProductWithUser } from '../../../tables/newProducts/queries.js';
import { HttpError } from '../../http/errors.js';
import { GearboxFamilySchema } from '../vehicles/schemas.js';
import { problem } from '../../../events/problem.js';
import { FIELD_REQUIRED } from '../../http/validation-messages.js';

// API shape of a new-product request: a vehicle a dealer asks the catalogue to add.

export const NEW_PRODUCT_NOT_FOUND = problem('NEW_PRODUCT_NOT_FOUND', 'Request not found');

export const NewProduct = Type.Object({
  id: Type.String(),
  requestedBy: Type.Union([Type.String(), Type.Null()]),
  requestedByEmail: Type.Union([Type.String(), Type.Null()]),
  make: Type.String(),
  model: Type.String(),
  generation: Type.String(),
  engine: Type.String(),
  gearbox: Type.Union([Type.String(), Type.Null()]),
  vin: Type.Union([Type.String(), Type.Null()]),
  note: Type.String(),
  status: Type.Enum(NEW_PRODUCT_STATUSES),
  vehicleId: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type NewProduct = Static<typeof NewProduct>;

const Optional = Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()]));
export const NewProductInput = Type.Object({
  make: Type.String({ minLength: 1, maxLength: 100 }),
  model: Type.String({ minLength: 1, maxLength: 100 }),
  generation: Optional,
  engine: Optional,
  gearbox: Type.Optional(Type.Union([GearboxFamilySchema, Type.Null()])),
  vin: Optional,
  note: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
});
export type NewProductInput = Static<typeof NewProductInput>;

/** An administrator's answer; Added needs the vehicle that was added for the request. */
export const StatusInput = Type.Object({
  status: Type.Enum(NEW_PRODUCT_STATUSES),
  vehicleId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
});

export const NewProductId = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const toNewProduct = (row: NewProductWithUser): NewProduct => ({
  id: row.id,
  requestedBy: row.requested_by,
  requestedByEmail: row.requested_by_email,
  make: row.make,
  model: row.model,
  generation: row.generation,
  engine: row.engine,
  gearbox: row.gearbox,
  vin: row.vin,
  note: row.note,
  status: row.status,
  vehicleId: row.vehicle_id,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const required = (field: string, value: string) => {
  if (!value.trim()) throw new HttpError(400, FIELD_REQUIRED, { field });
  return value.trim();
};

/** The checked request; the VIN, when given, follows the spec's VIN rule (upper-cased). */
export const newProductFields = (body: NewProductInput): NewProductFields => {
  const vin = body.vin?.trim().toUpperCase() || null;
  const problem = vin === null ? null : vinProblem(vin);
  if (problem) throw new HttpError(400, problem, { field: 'vin' });
  return {
    make: required('make', body.make),
    model: required('model', body.model),
    generation: body.generation?.trim() ?? '',
    engine: body.engine?.trim() ?? '',
    gearbox: body.gearbox ?? null,
    vin,
    note: body.note?.trim() ?? '',
  };
};
