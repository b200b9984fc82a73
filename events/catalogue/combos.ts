import { COMBINED_OPTIONS, ECU_STAGES, MAX_DISCOUNT_PERCENT, type ComboId, type EcuStage } from '../constants.js';
import { isOnRequest, type OfferPrice } from './on-request.js';

// ECU + DSG combos (spec sections 3, 5 and 9). A combo is named `ecuStage-dsgStage` and must be one
// of the combined options. Our reading of a combo rule (ecu, min, max): for that ECU stage, the DSG
// stage lies between min and max in stage order; the combined options are exactly such ranges.

export type ComboRule = { ecu: EcuStage; min: EcuStage; max: EcuStage };

export const isComboId = (id: string): id is ComboId => (COMBINED_OPTIONS as readonly string[]).includes(id);

/** The combo id of an ECU and a DSG stage, or null when the pair is not a combined option. */
export const comboId = (ecu: string, dsg: string): ComboId | null => {
  const id = `${ecu}-${dsg}`;
  return isComboId(id) ? id : null;
};

/** The ECU and DSG stages of a combo id. */
export const comboStages = (id: ComboId): { ecu: EcuStage; dsg: EcuStage } => {
  const [ecu, dsg] = id.split('-') as [EcuStage, EcuStage];
  return { ecu, dsg };
};

const rank = (stage: EcuStage) => ECU_STAGES.indexOf(stage);

/** The rule the combined options imply for an ECU stage (null when the stage has no combo). */
export const defaultComboRule = (ecu: EcuStage): ComboRule | null => {
  const dsgs = COMBINED_OPTIONS.map(comboStages).filter((c) => c.ecu === ecu).map((c) => c.dsg).sort((a, b) => rank(a) - rank(b));
  return dsgs.length ? { ecu, min: dsgs[0], max: dsgs[dsgs.length - 1] } : null;
};

/** A pair is offered when it is a combined option and, if a rule for its ECU stage is given, the DSG stage is within it. */
export const isComboAllowed = (ecu: EcuStage, dsg: EcuStage, rules: readonly ComboRule[] = []): boolean => {
  if (!comboId(ecu, dsg)) return false;
  const rule = rules.find((r) => r.ecu === ecu);
  return !rule || (rank(rule.min) <= rank(dsg) && rank(dsg) <= rank(rule.max));
};

export type ComboPrice = { price: OfferPrice; sumOfParts: OfferPrice; discountPercent: number };

/**
 * A combo's price, capped at the sum of its parts, and its discount: the rounded percent below that
 * sum, never above 65 % (the price is raised to match). Any part on request makes it on request.
 */
export const comboPrice = (combo: OfferPrice, ecu: OfferPrice, dsg: OfferPrice): ComboPrice => {
  if (isOnRequest(ecu) || isOnRequest(dsg)) return { price: 'On request', sumOfParts: 'On request', discountPercent: 0 };
  const sum = ecu + dsg;
  if (isOnRequest(combo)) return { price: 'On request', sumOfParts: sum, discountPercent: 0 };
  // Work in cents so the cap and the percent are exact.
  const sumCents = Math.round(sum * 100);
  const floorCents = Math.ceil((sumCents * (100 - MAX_DISCOUNT_PERCENT)) / 100);
  const cents = Math.max(Math.min(Math.round(combo * 100), sumCents), floorCents);
  const discountPercent = sumCents === 0 ? 0 : Math.min(Math.round(((sumCents - cents) * 100) / sumCents), MAX_DISCOUNT_PERCENT);
  return { price: cents / 100, sumOfParts: sum, discountPercent };
};
