import { EMPTY_DRAFT, type DraftVehicle, type OrderDraft } from './draft';
import { DRAFT_KEYS, readDraft, saveDraft } from './draftStore';

/** What "Order this" on an offer detail chooses: the vehicle, for DSG its gearbox family, and the stage. */
export type OfferChoice = { vehicle: DraftVehicle; type: 'ECU' | 'DSG'; gearbox: string; stage: string };

/**
 * A fresh order draft in manual mode with the offer's vehicle, gearbox, type and stage chosen. The
 * reads already uploaded and the VIN typed stay: they are the car's, not the offer's (the same reading
 * as choosing a proceed mode in draft.ts).
 */
export const offerDraft = (current: OrderDraft | null, choice: OfferChoice): OrderDraft => ({
  ...EMPTY_DRAFT,
  reads: current?.reads ?? {},
  vin: current?.vin ?? '',
  mode: 'manual',
  vehicle: choice.vehicle,
  gearbox: choice.gearbox,
  type: choice.type,
  stage: choice.stage,
});

/** Writes the order screen's draft (/order-software) for `choice`; navigate there next. */
export const startOrderFromOffer = (choice: OfferChoice): void =>
  saveDraft(DRAFT_KEYS.order, offerDraft(readDraft(DRAFT_KEYS.order), choice));
