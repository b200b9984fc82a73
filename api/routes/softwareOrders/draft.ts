import type { FastifyInstance } from 'fastify';
import { DEFAULT_URGENCY, ECU_STAGE_FIELDS, type ComboId, type EcuStage, URGENCY_LEVELS, type DsgHardwareChoice, type GearboxFamily, type OrderType, type Stage } from '../../../events/constants.js';
import { comboStages, isComboAllowed, isComboId } from '../../../events/catalogue/combos.js';
import { offerPrice, type OfferPrice } from '../../../events/catalogue/on-request.js';
import { parseChoices } from '../../../events/catalogue/options.js';
import { choosePricePolicy } from '../../../events/catalogue/price-policy.js';
import { isEcuStage, isOrderStage } from '../../../events/catalogue/stages.js';
import { vinOrRefuse } from '../../../events/catalogue/vin.js';
import { qualifiesForUpgrade, type PreviousOrder } from '../../../events/catalogue/upgrade.js';
import { problem } from '../../../events/problem.js';
import type { OrderOption, OrderVehicle } from '../../../events/softwareOrders/events.js';
import { orderStageName } from '../../../events/softwareOrders/certificate.js';
import { quoteOrder, type PricedOption, type Quote } from '../../../events/softwareOrders/price.js';
import { WRONG_STAGE } from '../../../events/softwareOrders/errors.js';
import { findDsgOffers, listComboRules, listCombos } from '../../../tables/catalogue/offers.js';
import { findVehicle } from '../../../tables/catalogue/queries.js';
import { accountChain, candidatePolicies } from '../../../tables/pricePolicy/queries.js';
import { softwarePriceMatrix } from '../../../tables/softwarePricing/queries.js';
import { previousOrdersForVin } from '../../../tables/previousOrders/queries.js';
import { HttpError } from '../../http/errors.js';
import { checkCoupon } from '../../services/coupons.js';
import { promotionsFor } from '../../../projections/crm/promotions.js';
import { VEHICLE_NOT_FOUND } from '../vehicles/schemas.js';
import { comboRules, dsgStagePrices, ecuStagePrices } from '../vehicleSearch/offers.js';

// Turns the order screen's draft into what the price function needs, from the catalogue as it is
// now: the chosen stage's prices, the options as offered, the urgency surcharge, the dealer's price
// policy and its best previous order for the upgrade discount. The quote route answers the result;
// placing an order computes it again and keeps it in the order's event.

export const GEARBOX_REQUIRED = problem('GEARBOX_REQUIRED', 'Choose the gearbox of the vehicle');
export const GEARBOX_NOT_OFFERED = problem('GEARBOX_NOT_OFFERED', 'There is no software for the {gearbox} gearbox of this vehicle');
export const STAGE_NOT_OFFERED = problem('STAGE_NOT_OFFERED', 'The stage {stage} is not offered for this vehicle');
export const OPTION_NOT_OFFERED = problem('OPTION_NOT_OFFERED', 'The option {name} is not offered for this stage');
export const URGENCY_UNKNOWN = problem('URGENCY_UNKNOWN', 'Choose one of the urgency levels');

export type Draft = {
  type: OrderType;
  stage: string;
  vehicleId: string;
  gearbox?: GearboxFamily;
  vin?: string;
  options?: OrderOption[];
  dsgHardware?: { choice: DsgHardwareChoice; invoiceNumber?: string };
  urgency?: string;
  coupon?: string;
  note?: string;
};

export type ResolvedDraft = { quote: Quote; vehicle: OrderVehicle; stageLabel: string; urgency: string; coupon: { code: string; percent: number } | null; vin: string | null };

const unitsOf = (draft: Draft): { ecu: string | null; dsg: string | null } => {
  if (draft.type === 'ECU') return { ecu: draft.stage, dsg: null };
  if (draft.type === 'DSG') return { ecu: null, dsg: draft.stage };
  if (!isComboId(draft.stage)) throw new HttpError(400, WRONG_STAGE, { stage: draft.stage });
  const { ecu, dsg } = comboStages(draft.stage);
  return { ecu, dsg };
};


/**
 * The newest previous order of this VIN that qualifies for an upgrade: the portal's completed
 * orders and the orders imported from before the portal (previous-orders), newest first.
 */
const previousOrderFor = async (app: FastifyInstance, vin: string | null, type: OrderType, now: Date): Promise<PreviousOrder | null> => {
  if (!vin) return null;
  const [rows, imported] = await Promise.all([
    app.db.selectFrom('software_orders').select(['type', 'stage', 'total', 'price', 'on_request', 'created_at'])
      .where('vin', '=', vin).where('payment', '=', 'paid').where('status', '=', 'Completed').orderBy('created_at', 'desc').limit(20).execute(),
    previousOrdersForVin(app.db, vin, now),
  ]);
  const portal = rows.map((row): PreviousOrder => ({
    type: row.type as OrderType, stage: row.stage, createdAt: row.created_at, price: Number(row.on_request ? row.price ?? 0 : row.total) / 100,
  }));
  const all: PreviousOrder[] = [...portal, ...imported].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return all.find((p) => qualifiesForUpgrade(p, type, now)) ?? null;
};

export const resolveDraft = async (app: FastifyInstance, dealerId: string, draft: Draft): Promise<ResolvedDraft> => {
  const now = app.now();
  // The quote refuses what placing the order would: a stage of another type, a VIN the screen refuses.
  if (!isOrderStage(draft.type, draft.stage)) throw new HttpError(400, WRONG_STAGE, { stage: draft.stage });
  const vin = draft.vin === undefined ? null : vinOrRefuse(draft.vin);
  const vehicle = await findVehicle(app.db, draft.vehicleId);
  if (!vehicle) throw new HttpError(404, VEHICLE_NOT_FOUND);
  const units = unitsOf(draft);
  const ecuPrices = ecuStagePrices(vehicle);
  let ecuPrice: OfferPrice | null = null;
  if (units.ecu !== null) {
    if (!isEcuStage(units.ecu) || ecuPrices[units.ecu] === undefined) throw new HttpError(400, STAGE_NOT_OFFERED, { stage: units.ecu });
    ecuPrice = ecuPrices[units.ecu]!;
  }
  let dsgPrice: OfferPrice | null = null;
  let dsgRow: Awaited<ReturnType<typeof findDsgOffers>>[number] | undefined;
  if (units.dsg !== null) {
    if (!draft.gearbox) throw new HttpError(400, GEARBOX_REQUIRED);
    [dsgRow] = vehicle.dsg_families.includes(draft.gearbox) ? await findDsgOffers(app.db, [draft.gearbox]) : [];
    if (!dsgRow) throw new HttpError(400, GEARBOX_NOT_OFFERED, { gearbox: draft.gearbox });
    const prices = dsgStagePrices(dsgRow);
    const stage = units.dsg as Stage;
    if (prices[stage] === undefined) throw new HttpError(400, STAGE_NOT_OFFERED, { stage: units.dsg });
    dsgPrice = prices[stage]!;
  }
  let comboPrice: OfferPrice | null = null;
  if (draft.type === 'ECU + DSG') {
    const [combos, rules] = await Promise.all([listCombos(app.db), listComboRules(app.db)]);
    const combo = combos.find((c) => c.id === draft.stage);
    const { ecu, dsg } = comboStages(draft.stage as ComboId);
    if (!combo || !isComboAllowed(ecu, dsg, comboRules(rules))) throw new HttpError(400, STAGE_NOT_OFFERED, { stage: draft.stage });
    comboPrice = offerPrice(combo.price);
  }

  // Options: ECU options are free switches of the stage; DSG software and hardware options carry a price.
  const ecuStageRow = units.ecu ? vehicle.stages.find((row) => row.stage === ECU_STAGE_FIELDS[units.ecu as EcuStage]) : undefined;
  const priced: PricedOption[] = (draft.options ?? []).map((option) => {
    const offered = option.unit === 'ECU'
      ? ecuStageRow?.options.find((o) => o.name === option.name)
      : [...(dsgRow?.software_options ?? []), ...(dsgRow?.hardware_options ?? [])].find((o) => o.name === option.name);
    const choices = offered ? parseChoices(offered.choices) ?? [] : [];
    if (!offered || (choices.length > 0 && !choices.includes(option.choice))) throw new HttpError(400, OPTION_NOT_OFFERED, { name: option.name });
    const price = option.unit === 'DSG' && 'price' in offered && offered.price !== null ? offerPrice(offered.price) : 0;
    return { name: `${option.name}: ${option.choice}`, price };
  });

  const urgency = draft.urgency ?? DEFAULT_URGENCY;
  if (urgency !== DEFAULT_URGENCY && !(URGENCY_LEVELS as readonly string[]).includes(urgency)) throw new HttpError(400, URGENCY_UNKNOWN);
  const matrix = urgency === DEFAULT_URGENCY ? [] : await softwarePriceMatrix(app.db);
  const urgencySurcharge = Number(matrix.find((row) => row.urgency === urgency)?.prices[draft.type] ?? 0);

  const chain = await accountChain(app.db, dealerId);
  const chosen = choosePricePolicy(await candidatePolicies(app.db, chain.map((a) => a.id), chain[0]?.country_id ?? null), {
    dealerChain: chain.map((a) => a.id), countryId: chain[0]?.country_id ?? null,
  });
  const policy = chosen ? { discount_after_a_year: Number(chosen.policy.discount_after_a_year), minimum_price: Number(chosen.policy.minimum_price), only_on_upgrade_fee: chosen.policy.only_on_upgrade_fee } : null;
  const previous = await previousOrderFor(app, vin, draft.type, now);
  const coupon = draft.coupon?.trim() ? await checkCoupon(app.db, draft.coupon, dealerId, now) : null;
  // The Sales CRM promotions for this dealer (issue 14); quoteOrder picks the one that applies.
  const buyer = { userId: dealerId, countryId: chain[0]?.country_id ?? null };
  const promotions = await promotionsFor(app.db, 'software', buyer, now);

  const stageLabel = orderStageName(draft.type, draft.stage);
  const quote = quoteOrder({
    type: draft.type, stage: draft.stage, stageLabel, ecuPrice, dsgPrice, comboPrice, options: priced, dsgHardware: draft.dsgHardware?.choice ?? null,
    urgency, urgencySurcharge, previous, policy, couponPercent: coupon?.percent ?? null, couponCode: coupon?.code ?? null, now, promotions, buyer,
  });
  const ecuRow = ecuStageRow;
  const dsgStage = dsgRow?.stages.find((s) => s.stage === units.dsg);
  return {
    quote, stageLabel, urgency, coupon: coupon ? { code: coupon.code, percent: coupon.percent } : null, vin,
    vehicle: {
      id: vehicle.id, make: vehicle.make, model: vehicle.model, generation: vehicle.generation, engine: vehicle.engine, engineFamily: vehicle.engine_family,
      gearbox: draft.gearbox ?? null,
      figures: {
        stockPower: null, stockTorque: dsgRow?.stock_torque ?? null,
        power: ecuRow?.power ?? null, torque: ecuRow?.torque ?? dsgStage?.torque ?? null,
      },
    },
  };
};
