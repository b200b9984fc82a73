import { Type, type Static } from 'typebox';
import { VEHICLE_STAGES } from '../../../tables/catalogue/table.js';
import type { VehiclePriceRow } from '../../../tables/vehiclesPricing/queries.js';
import { vehicleName } from '../vehicles/schemas.js';

// The vehicle pricing resource (spec section 2): a vehicle's five ECU stage prices in EUR; null = on request.

const Price = Type.Union([Type.Number(), Type.Null()]);
const PriceInput = Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 20 }), Type.Null()]));

export const VehiclePrices = Type.Object({
  id: Type.String(),
  make: Type.String(),
  model: Type.String(),
  generation: Type.String(),
  engine: Type.String(),
  engineFamily: Type.String(),
  One: Price,
  Two: Price,
  TwoPlus: Price,
  Three: Price,
  Four: Price,
  /** The stages the vehicle offers; a price of null outside this list means "not offered", inside it "on request". */
  offered: Type.Array(Type.String()),
  updatedAt: Type.String(),
});
export type VehiclePrices = Static<typeof VehiclePrices>;

/** The stages to reprice; a stage left out keeps its price, null or "" puts it on request. Other record fields are ignored. */
export const VehiclePricesInput = Type.Object({ One: PriceInput, Two: PriceInput, TwoPlus: PriceInput, Three: PriceInput, Four: PriceInput });
export type VehiclePricesInput = Static<typeof VehiclePricesInput>;

const price = (value: string | null) => (value === null ? null : Number(value));

export const toVehiclePrices = (row: VehiclePriceRow): VehiclePrices => ({
  ...vehicleName(row),
  One: price(row.One),
  Two: price(row.Two),
  TwoPlus: price(row.TwoPlus),
  Three: price(row.Three),
  Four: price(row.Four),
  offered: VEHICLE_STAGES.filter((stage) => row.offered.includes(stage)),
  updatedAt: row.updated_at.toISOString(),
});
