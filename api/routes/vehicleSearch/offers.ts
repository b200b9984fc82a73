import { ECU_STAGE_FIELDS, ECU_STAGES, STAGE_NAMES, DSG_STAGES, type EcuStage, type GearboxFamily, type Stage } from '../../../events/constants.js';
import { comboPrice, isComboAllowed, isComboId, type ComboRule } from '../../../events/catalogue/combos.js';
import { originalFilePrice } from '../../../events/catalogue/dsg-hardware.js';
import { localPrice } from '../../../events/catalogue/local-price.js';
import { isOnRequest, offerPrice, stageFigure, type OfferPrice } from '../../../events/catalogue/on-request.js';
import { isEcuStage, shownDsgStages, shownEcuStages, type DsgOffer, type EcuStageOffer, type StageVisibility } from '../../../events/catalogue/stages.js';
import type { VehicleWithStages } from '../../../tables/catalogue/queries.js';
import type { Market } from '../../../tables/catalogue/offers.js';
import type { CombosTable, DsgOfferRow, DsgOption, StageOption } from '../../../tables/catalogue/table.js';

// Builds the catalogue answers of spec section 7 from catalogue rows, with the pure rules of
// events/catalogue: "On request" (on-request.ts), stage visibility (stages.ts), combos (combos.ts)
// and local prices (local-price.ts: base EUR × marketFactor × currency rate).
//
// Our reading of stage_visibility: the catalogue keeps no per-stage switch, so every stage is
// switched on, and the answer's stage_visibility tells which stages have an offer to show (a stage
// is offered only when visible and with the needed data, spec section 4).

export type Prices = { price: OfferPrice; localPrice: OfferPrice };
export type CurrencyInfo = { code: string; symbol: string; rate: number; locale: string; marketFactor: number };
export type Visibility = Record<Stage, boolean>;

export const ALL_VISIBLE: StageVisibility = Object.fromEntries(DSG_STAGES.map((stage) => [stage, true]));

export const EUR_MARKET: CurrencyInfo = { code: 'EUR', symbol: '€', rate: 1, locale: 'nl-NL', marketFactor: 1 };

export const currencyInfo = (market: Market): CurrencyInfo => ({
  code: market.code, symbol: market.symbol, rate: Number(market.price), locale: market.locale, marketFactor: Number(market.market_factor),
});

/** A EUR price and the same in the market's currency; "On request" stays so. */
export const pricesOf = (price: OfferPrice, currency: CurrencyInfo): Prices => ({
  price,
  localPrice: isOnRequest(price) ? price : localPrice(price, { marketFactor: currency.marketFactor }, { code: currency.code, price: currency.rate, locale: currency.locale }),
});

/** A visibility map with each stage on when it is in one of the lists. */
export const visibilityOf = (...shown: readonly Stage[][]): Visibility => {
  const on = new Set(shown.flat());
  return Object.fromEntries(DSG_STAGES.map((stage) => [stage, on.has(stage)])) as Visibility;
};

// ECU offers of a vehicle

export type EcuStageAnswer = Prices & { stage: EcuStage; name: string; field: string; power: string | number; torque: string | number; options: StageOption[] };
export type VehicleOffer = {
  id: string; make: string; model: string; generation: string; engine: string; engineFamily: string; dsg: GearboxFamily[];
  stages: EcuStageAnswer[];
};

const ecuOffers = (vehicle: VehicleWithStages) => {
  const byField = new Map(vehicle.stages.map((row) => [row.stage as string, row]));
  return Object.fromEntries(ECU_STAGES.map((stage) => [stage, byField.get(ECU_STAGE_FIELDS[stage])])) as Partial<Record<EcuStage, (typeof vehicle.stages)[number]>>;
};

/** The EUR price of each ECU stage shown for the vehicle. */
export const ecuStagePrices = (vehicle: VehicleWithStages): Partial<Record<EcuStage, OfferPrice>> => {
  const offers = ecuOffers(vehicle);
  return Object.fromEntries(shownEcuStages(offers as Partial<Record<EcuStage, EcuStageOffer>>, ALL_VISIBLE).map((stage) => [stage, offerPrice(offers[stage]?.price)]));
};

export const vehicleOffer = (vehicle: VehicleWithStages, currency: CurrencyInfo): VehicleOffer => {
  const offers = ecuOffers(vehicle);
  const shown = shownEcuStages(offers as Partial<Record<EcuStage, EcuStageOffer>>, ALL_VISIBLE);
  return {
    id: vehicle.id, make: vehicle.make, model: vehicle.model, generation: vehicle.generation, engine: vehicle.engine,
    engineFamily: vehicle.engine_family, dsg: vehicle.dsg_families,
    stages: shown.map((stage) => {
      const row = offers[stage]!;
      return {
        stage, name: STAGE_NAMES[stage], field: ECU_STAGE_FIELDS[stage],
        ...pricesOf(offerPrice(row.price), currency),
        power: stageFigure(row.power), torque: stageFigure(row.torque), options: row.options,
      };
    }),
  };
};

// DSG/TCU offers of a gearbox family

export type DsgStageAnswer = Prices & { stage: Stage; name: string; torque: string | number };
export type OptionAnswer = Prices & { name: string; choices: string };
export type DsgOfferAnswer = { family: GearboxFamily; stages: DsgStageAnswer[]; softwareOptions: OptionAnswer[]; hardwareOptions: OptionAnswer[] };

const asDsgOffer = (row: DsgOfferRow): DsgOffer => ({
  stockTorque: row.stock_torque,
  stockPrice: row.stock_price,
  stages: Object.fromEntries(row.stages.filter((s) => isEcuStage(s.stage)).map((s) => [s.stage, { torque: s.torque, price: s.price }])),
});

/** The EUR price of each DSG stage shown for the family's offer. */
export const dsgStagePrices = (row: DsgOfferRow): Partial<Record<Stage, OfferPrice>> => {
  const offer = asDsgOffer(row);
  return Object.fromEntries(shownDsgStages(offer, ALL_VISIBLE).map((stage) => [stage, dsgStage(offer, stage).price]));
};

const dsgStage = (offer: DsgOffer, stage: Stage): { price: OfferPrice; torque: string | number } => {
  // The original file's price: on request unless the hardware is TVS, which the catalogue call does not know.
  if (stage === 'original_file') return { price: offerPrice(originalFilePrice(false)), torque: stageFigure(offer.stockTorque) };
  if (stage === 'Stock') return { price: offerPrice(offer.stockPrice), torque: stageFigure(offer.stockTorque) };
  const tuned = offer.stages?.[stage];
  return { price: offerPrice(tuned?.price), torque: stageFigure(tuned?.torque) };
};

const optionAnswer = (option: DsgOption, currency: CurrencyInfo): OptionAnswer => ({
  name: option.name, choices: option.choices,
  // An option without a price costs nothing extra (the demo's switches), it is not on request.
  ...(option.price === null ? { price: 0, localPrice: 0 } : pricesOf(offerPrice(option.price), currency)),
});

export const dsgOffer = (row: DsgOfferRow, currency: CurrencyInfo): DsgOfferAnswer => {
  const offer = asDsgOffer(row);
  return {
    family: row.family,
    stages: shownDsgStages(offer, ALL_VISIBLE).map((stage) => {
      const { price, torque } = dsgStage(offer, stage);
      return { stage, name: STAGE_NAMES[stage], torque, ...pricesOf(price, currency) };
    }),
    softwareOptions: row.software_options.map((option) => optionAnswer(option, currency)),
    hardwareOptions: row.hardware_options.map((option) => optionAnswer(option, currency)),
  };
};

// Combos (ECU + DSG) of a vehicle with a gearbox family

type ComboRow = Pick<CombosTable, 'id' | 'ecu' | 'dsg' | 'price' | 'description'>;
type RuleRow = { ecu: string; min: string; max: string };
export type ComboAnswer = Prices & {
  id: string; vehicleId: string; family: GearboxFamily; ecu: string; dsg: string; description: string;
  sumOfParts: OfferPrice; localSumOfParts: OfferPrice; discountPercent: number;
};

/** A rule bound as a stage code: the table keeps min and max as decimals ('2.10' is stage 2.1). */
export const stageCode = (value: string): string => (/^\d+(\.\d+)?$/.test(value.trim()) ? String(Number(value)) : value.trim());

/** The rules as stage codes, (ecu, min, max); rows naming no ECU stage are left out. */
export const comboRuleList = (rows: readonly RuleRow[]): RuleRow[] => rows.map((row) => ({ ecu: stageCode(row.ecu), min: stageCode(row.min), max: stageCode(row.max) }));

export const comboRules = (rows: readonly RuleRow[]): ComboRule[] =>
  comboRuleList(rows).flatMap((row) => (isEcuStage(row.ecu) && isEcuStage(row.min) && isEcuStage(row.max) ? [{ ecu: row.ecu, min: row.min, max: row.max }] : []));

/**
 * The combos a vehicle offers with a family: a combined option within the rules whose ECU stage is
 * shown for the vehicle and whose DSG stage is shown for the family, priced by combos.ts (capped at
 * the sum of the parts, at most 65 % below it).
 */
export const vehicleCombos = (vehicle: VehicleWithStages, dsg: DsgOfferRow, combos: readonly ComboRow[], rules: readonly ComboRule[], currency: CurrencyInfo): ComboAnswer[] => {
  const ecuPrices = ecuStagePrices(vehicle);
  const dsgPrices = dsgStagePrices(dsg);
  return combos.flatMap((combo) => {
    if (!isComboId(combo.id) || !isEcuStage(combo.ecu) || !isEcuStage(combo.dsg) || !isComboAllowed(combo.ecu, combo.dsg, rules)) return [];
    const ecu = ecuPrices[combo.ecu];
    const gearbox = dsgPrices[combo.dsg];
    if (ecu === undefined || gearbox === undefined) return [];
    const priced = comboPrice(offerPrice(combo.price), ecu, gearbox);
    return [{
      id: combo.id, vehicleId: vehicle.id, family: dsg.family, ecu: combo.ecu, dsg: combo.dsg, description: combo.description,
      ...pricesOf(priced.price, currency),
      sumOfParts: priced.sumOfParts, localSumOfParts: pricesOf(priced.sumOfParts, currency).localPrice, discountPercent: priced.discountPercent,
    }];
  });
};
