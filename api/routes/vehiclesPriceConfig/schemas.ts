import { Type, type Static } from 'typebox';
import { VEHICLE_STAGES } from '../../../tables/catalogue/table.js';
import type { PriceConfig, PriceConfigFields } from '../../../tables/vehiclesPriceConfig/queries.js';
import type { StagePrices } from '../../../tables/vehiclesPriceConfig/table.js';
import { HttpError } from '../../http/errors.js';
import { stagePrice } from '../../http/price.js';
import { problem } from '../../../events/problem.js';
import { FIELD_REQUIRED } from '../../http/validation-messages.js';

// API shapes of the vehicles price config: the ECU stage prices (EUR) of an engine family, side by
// side under the stage names of spec section 3. null = leave that stage of the vehicles alone.

export const PRICE_CONFIG_NOT_FOUND = problem('PRICE_CONFIG_NOT_FOUND', 'Price config not found');
export const FAMILY_HAS_CONFIG = problem('FAMILY_HAS_CONFIG', 'There is already a price config for this engine family');

const Price = Type.Union([Type.Number(), Type.Null()]);
const PriceInput = Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 20 }), Type.Null()]));

export const PriceConfigRecord = Type.Object({
  id: Type.String(),
  engineFamily: Type.String(),
  One: Price, Two: Price, TwoPlus: Price, Three: Price, Four: Price,
  vehicles: Type.Integer({ description: 'Vehicles of this engine family' }),
  appliedTo: Type.Optional(Type.Integer({ description: 'On create and update: vehicles whose stage prices this save changed' })),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type PriceConfigRecord = Static<typeof PriceConfigRecord>;

export const PriceConfigInput = Type.Object({
  engineFamily: Type.String({ minLength: 1, maxLength: 100 }),
  One: PriceInput, Two: PriceInput, TwoPlus: PriceInput, Three: PriceInput, Four: PriceInput,
});
export type PriceConfigInput = Static<typeof PriceConfigInput>;

export const ConfigId = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const priceConfigFields = (input: PriceConfigInput): PriceConfigFields => {
  const engineFamily = input.engineFamily.trim();
  if (!engineFamily) throw new HttpError(400, FIELD_REQUIRED, { field: 'engineFamily' });
  const prices = Object.fromEntries(VEHICLE_STAGES.map((stage) => [stage, stagePrice(stage, input[stage])])) as StagePrices;
  return { engineFamily, prices };
};

const priceNumber = (price: string | null) => (price === null ? null : Number(price));

export const toPriceConfigRecord = (config: PriceConfig, appliedTo?: number): PriceConfigRecord => ({
  id: config.id,
  engineFamily: config.engineFamily,
  One: priceNumber(config.prices.One),
  Two: priceNumber(config.prices.Two),
  TwoPlus: priceNumber(config.prices.TwoPlus),
  Three: priceNumber(config.prices.Three),
  Four: priceNumber(config.prices.Four),
  vehicles: config.vehicles,
  ...(appliedTo === undefined ? {} : { appliedTo }),
  createdAt: config.createdAt.toISOString(),
  updatedAt: config.updatedAt.toISOString(),
});
