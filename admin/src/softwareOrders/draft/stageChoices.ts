import type { OrderType } from '../../../../events/constants';
import { comboStages, isComboId } from '../../../../events/catalogue/combos';
import { parseChoices } from '../../../../events/catalogue/options';
import type { ComboOffer, OfferPrice, SiteOffers } from '../../vehicleSearch/searchApi';

// The stage list an order type fills (spec section 4) and the options of the chosen stage, from the
// vehicle's offers (GET /api/site/:id?dsg=). An offer is listed only when its stage is visible
// (stage_visibility) and priced or on request; a combo only when both its stages are visible.

export type StageChoice = {
  value: string;
  /** The stage code(s) to name it by: an ECU or DSG stage, or the combo's two. */
  stage: string;
  combo?: Pick<ComboOffer, 'ecu' | 'dsg' | 'description'>;
  price: OfferPrice;
  localPrice: OfferPrice;
  power?: string | number;
  torque?: string | number;
};

export type OptionChoice = { unit: 'ECU' | 'DSG'; name: string; choices: string[]; price: OfferPrice | null };

const visible = (offers: SiteOffers, stage: string) => {
  // Looked up by any stage code: a stage the document does not name is visible.
  const visibility: Record<string, boolean | undefined> = offers.message.stage_visibility ?? {};
  return visibility[stage] !== false;
};

export const stageChoices = (offers: SiteOffers | undefined, type: OrderType | null, gearbox: string): StageChoice[] => {
  if (!offers || !type) return [];
  const tuning = offers.message.tuning[0];
  if (type === 'ECU') {
    return (tuning?.stages ?? []).filter((s) => visible(offers, s.stage))
      .map((s) => ({ value: s.stage, stage: s.stage, price: s.price, localPrice: s.localPrice, power: s.power, torque: s.torque }));
  }
  if (!gearbox) return [];
  if (type === 'DSG') {
    const dsg = offers.message.dsg.find((d) => d.family === gearbox);
    return (dsg?.stages ?? []).filter((s) => visible(offers, s.stage))
      .map((s) => ({ value: s.stage, stage: s.stage, price: s.price, localPrice: s.localPrice, torque: s.torque }));
  }
  return offers.message.combos.filter((c) => c.family === gearbox && visible(offers, c.ecu) && visible(offers, c.dsg))
    .map((c) => ({ value: c.id, stage: c.id, combo: { ecu: c.ecu, dsg: c.dsg, description: c.description }, price: c.price, localPrice: c.localPrice }));
};

const ecuStageOf = (type: OrderType, stage: string) => (type === 'ECU' ? stage : type === 'ECU + DSG' && isComboId(stage) ? comboStages(stage).ecu : null);

/**
 * The options of the chosen stage: the ECU stage's switches (free) and, for a DSG or a combo, the
 * DSG software options (priced). The DSG hardware options are the hardware modification, chosen
 * apart (DsgHardwareInput), so they are not listed twice.
 */
export const optionChoices = (offers: SiteOffers | undefined, type: OrderType | null, stage: string, gearbox: string): OptionChoice[] => {
  if (!offers || !type || !stage) return [];
  const ecuStage = ecuStageOf(type, stage);
  const ecu = ecuStage ? offers.message.tuning[0]?.stages.find((s) => s.stage === ecuStage)?.options ?? [] : [];
  const dsg = type === 'ECU' ? [] : offers.message.dsg.find((d) => d.family === gearbox)?.softwareOptions ?? [];
  return [
    ...ecu.map((o) => ({ unit: 'ECU' as const, name: o.name, choices: parseChoices(o.choices) ?? [], price: null })),
    ...dsg.map((o) => ({ unit: 'DSG' as const, name: o.name, choices: parseChoices(o.choices) ?? [], price: o.price })),
  ];
};
