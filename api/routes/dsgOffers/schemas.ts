import { Type, type Static } from 'typebox';
import { TUNED_DSG_STAGES, type EcuStage } from '../../../events/constants.js';
import { CHOICES_FORMAT, parseChoices } from '../../../events/catalogue/options.js';
import type { DsgOfferFields } from '../../../tables/dsgOffers/queries.js';
import type { DsgOfferRow, DsgOption, DsgStageOffer } from '../../../tables/catalogue/table.js';
import { HttpError } from '../../http/errors.js';
import { stagePrice } from '../../http/price.js';
import { GearboxFamilySchema } from '../vehicles/schemas.js';
import { FIELD_REQUIRED } from '../../http/validation-messages.js';
import { problem } from '../../http/errors.js';
import { CHOICES_FORMAT_PROBLEM } from '../catalogueOptions/schemas.js';

const STAGE_TWICE = problem('STAGE_LISTED_TWICE', 'The stage {stage} is listed twice');

// API shape of a DSG/TCU offer for the Admin catalogue (spec section 3: vehicle, DSG, stockTorque,
// stockPrice, stage torque and price, software and hardware option lists). The id is the family.
// Stock (Drivability) is stockTorque/stockPrice; the original file is priced by a rule (free for TVS
// hardware, otherwise on request), so it has no field; the tuned stages are 1, 2, 2.1, 3 and 4.

const Price = Type.Union([Type.Number(), Type.Null()]);
const PriceInput = Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 20 }), Type.Null()]));
const Torque = Type.Union([Type.String({ maxLength: 100 }), Type.Null()]);

const StageOffer = Type.Object({ stage: Type.Enum(TUNED_DSG_STAGES), torque: Torque, price: Price });
const Option = Type.Object({ name: Type.String(), price: Price, choices: Type.String() });

export const DsgOfferRecord = Type.Object({
  id: GearboxFamilySchema,
  family: GearboxFamilySchema,
  stockTorque: Torque,
  stockPrice: Price,
  stages: Type.Array(StageOffer),
  softwareOptions: Type.Array(Option),
  hardwareOptions: Type.Array(Option),
  updatedAt: Type.String(),
});
export type DsgOfferRecord = Static<typeof DsgOfferRecord>;

const OptionInput = Type.Object({
  name: Type.String({ maxLength: 100 }),
  price: PriceInput,
  choices: Type.Optional(Type.Union([Type.String({ maxLength: 10_000 }), Type.Null()])),
});
/** What an administrator sends; `family` only counts on create. */
export const DsgOfferInput = Type.Object({
  family: Type.Optional(GearboxFamilySchema),
  stockTorque: Type.Optional(Torque),
  stockPrice: PriceInput,
  stages: Type.Optional(Type.Array(Type.Object({ stage: Type.Enum(TUNED_DSG_STAGES), torque: Type.Optional(Torque), price: PriceInput }), { maxItems: 10 })),
  softwareOptions: Type.Optional(Type.Array(OptionInput, { maxItems: 50 })),
  hardwareOptions: Type.Optional(Type.Array(OptionInput, { maxItems: 50 })),
});
export type DsgOfferInput = Static<typeof DsgOfferInput>;

export const FamilyId = Type.Object({ id: GearboxFamilySchema });

const priceNumber = (price: string | null) => (price === null ? null : Number(price));
const textOrNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** Every tuned stage in order, empty where the offer has none (stored entries of other stages are not shown). */
export const toDsgOfferRecord = (row: DsgOfferRow): DsgOfferRecord => {
  const byStage = new Map(row.stages.map((s) => [s.stage, s]));
  return {
    id: row.family,
    family: row.family,
    stockTorque: row.stock_torque,
    stockPrice: priceNumber(row.stock_price),
    stages: TUNED_DSG_STAGES.map((stage) => ({ stage, torque: byStage.get(stage)?.torque ?? null, price: priceNumber(byStage.get(stage)?.price ?? null) })),
    softwareOptions: row.software_options.map((o) => ({ name: o.name, price: priceNumber(o.price), choices: o.choices })),
    hardwareOptions: row.hardware_options.map((o) => ({ name: o.name, price: priceNumber(o.price), choices: o.choices })),
    updatedAt: row.updated_at.toISOString(),
  };
};

const options = (field: string, list: DsgOfferInput['softwareOptions']): DsgOption[] =>
  (list ?? []).map((option, i) => {
    const name = option.name.trim();
    if (!name) throw new HttpError(400, FIELD_REQUIRED, { field: `${field}.${i}.name` });
    const choices = parseChoices(option.choices?.trim() || '[]');
    if (!choices) throw new HttpError(400, CHOICES_FORMAT_PROBLEM, { field: `${field}.${i}.choices` });
    return { name, price: stagePrice(`${field}.${i}.price`, option.price), choices: JSON.stringify(choices) };
  });

/** The checked fields; a tuned stage with neither torque nor price is not offered, so it is not kept. */
export const dsgOfferFields = (body: DsgOfferInput): DsgOfferFields => {
  const stages: DsgStageOffer[] = [];
  const seen = new Set<EcuStage>();
  for (const [i, input] of (body.stages ?? []).entries()) {
    if (seen.has(input.stage)) throw new HttpError(400, STAGE_TWICE, { field: `stages.${i}.stage`, stage: input.stage });
    seen.add(input.stage);
    const price = stagePrice(`stages.${i}.price`, input.price);
    const torque = textOrNull(input.torque);
    if (price !== null || torque !== null) stages.push({ stage: input.stage, torque, price });
  }
  stages.sort((a, b) => TUNED_DSG_STAGES.indexOf(a.stage as EcuStage) - TUNED_DSG_STAGES.indexOf(b.stage as EcuStage));
  return {
    stock_torque: textOrNull(body.stockTorque),
    stock_price: stagePrice('stockPrice', body.stockPrice),
    stages,
    software_options: options('softwareOptions', body.softwareOptions),
    hardware_options: options('hardwareOptions', body.hardwareOptions),
  };
};
