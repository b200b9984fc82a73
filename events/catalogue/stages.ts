import { DSG_STAGES, ECU_STAGES, ORDER_STAGES, STAGE_NAMES, type DsgStage, type EcuStage, type OrderStage, type OrderType, type Stage } from '../constants.js';

// Stage visibility (spec section 4). The catalogue answers stage_visibility, a switch per stage;
// our reading: a stage is visible only when its switch is on (a missing switch hides it), and an
// offer is shown only when its stage is visible and the offer has something to show.

export type StageVisibility = Partial<Record<Stage, boolean>>;

export const isEcuStage = (stage: string): stage is EcuStage => (ECU_STAGES as readonly string[]).includes(stage);
export const isDsgStage = (stage: string): stage is DsgStage => (DSG_STAGES as readonly string[]).includes(stage);

export const stageName = (stage: Stage): string => STAGE_NAMES[stage];

/** The stage fits the order type: an ECU stage, a DSG stage (the original file too), or a combined option. */
export const isOrderStage = (type: OrderType, stage: string): stage is OrderStage => (ORDER_STAGES[type] as readonly string[]).includes(stage);

/** The stages of a unit that are switched on, in catalogue order. */
export const visibleStages = (unit: 'ECU' | 'DSG', visibility: StageVisibility): Stage[] =>
  (unit === 'ECU' ? ECU_STAGES : DSG_STAGES).filter((stage) => visibility[stage] === true);

/** The catalogue gave a value, even one shown as "On request" (9999, "Contact"). */
const given = (value: unknown) => value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');

/** A vehicle's ECU stage: price, power and torque as the catalogue gives them. */
export type EcuStageOffer = { price?: unknown; power?: unknown; torque?: unknown } | null | undefined;

/** Needed data of an ECU stage: a price, a power or a torque (what is missing then shows "On request"). */
export const ecuOfferHasData = (offer: EcuStageOffer): boolean => !!offer && (given(offer.price) || given(offer.power) || given(offer.torque));

/** A DSG/TCU offer (spec section 3): stock torque and price, and torque and price per tuned stage. */
export type DsgOffer = {
  stockTorque?: unknown;
  stockPrice?: unknown;
  stages?: Partial<Record<EcuStage, { torque?: unknown; price?: unknown } | null>>;
};

/**
 * Needed data of a DSG stage: Stock needs a stock price or torque, a tuned stage its own price or
 * torque; the original file always has a price (free for TVS hardware, otherwise on request).
 */
export const dsgOfferHasData = (stage: DsgStage, offer: DsgOffer): boolean => {
  if (stage === 'original_file') return true;
  if (stage === 'Stock') return given(offer.stockPrice) || given(offer.stockTorque);
  const tuned = offer.stages?.[stage];
  return !!tuned && (given(tuned.price) || given(tuned.torque));
};

/** An offer is shown only if its stage is visible and it has the needed data. */
export const isOfferShown = (stage: Stage, visibility: StageVisibility, hasData: boolean): boolean => visibility[stage] === true && hasData;

/** The ECU stages to offer for a vehicle's stage entries. */
export const shownEcuStages = (offers: Partial<Record<EcuStage, EcuStageOffer>>, visibility: StageVisibility): EcuStage[] =>
  ECU_STAGES.filter((stage) => isOfferShown(stage, visibility, ecuOfferHasData(offers[stage])));

/** The DSG stages to offer for a DSG/TCU offer. */
export const shownDsgStages = (offer: DsgOffer, visibility: StageVisibility): DsgStage[] =>
  DSG_STAGES.filter((stage) => isOfferShown(stage, visibility, dsgOfferHasData(stage, offer)));
