import { DEFAULT_URGENCY, MAX_DISCOUNT_PERCENT, PRICE_ON_REQUEST, type DsgHardwareChoice, type OrderType } from '../constants.js';
import { comboPrice } from '../catalogue/combos.js';
import { dsgHardwareCost } from '../catalogue/dsg-hardware.js';
import { isOnRequest, type OfferPrice } from '../catalogue/on-request.js';
import { upgradePrice, type PreviousOrder, type PricePolicy } from '../catalogue/upgrade.js';
import type { Cents } from '../credit/credits.js';
import { couponDiscount } from '../coupons/discount.js';
import { applyPromotion, type PromotionBuyer, type PromotionOffer } from '../promotions/apply.js';

// The price of a software order: one pure function over what the catalogue offers for the chosen
// stage, the priced options, the DSG hardware modification, the urgency surcharge, the upgrade
// discount and the coupon. Its lines are the order draft's `fees` (spec section 3). The server
// computes it for the quote and again when the order is placed; the order's event keeps the result.
//
// Our reading where the spec is silent:
// - catalogue prices are EUR, and one credit is one EUR: the total is what the ledger charges;
// - the upgrade discount (events/catalogue/upgrade.ts) reduces the stage (or combo) price only;
// - a promotion of the Sales CRM (events/promotions) for this dealer takes its percent off everything
//   before it; the coupon then takes its percent (at most 65 %) off what is left, rounded half up to the cent;
// - anything on request (the stage, a combo part, a priced option) makes the whole order on
//   request: its total is the coded 9999 until an Admin sets the price.

export type QuoteLineCode = 'stage' | 'combo' | 'option' | 'dsg_hardware' | 'urgency' | 'upgrade' | 'promotion' | 'coupon';
/** One line of the breakdown; `amount` in cents (negative for a discount), null when on request. */
export type QuoteLine = { code: QuoteLineCode; label: string; amount: Cents | null };
export type Quote = { lines: QuoteLine[]; total: Cents; onRequest: boolean };

export type PricedOption = { name: string; price: OfferPrice };

export type QuoteInput = {
  type: OrderType;
  /** An ECU stage, a DSG stage, or a combo id `ecu-dsg`. */
  stage: string;
  stageLabel: string;
  /** The unit prices of the chosen stage(s) and, for ECU + DSG, the catalogue's combo price. */
  ecuPrice: OfferPrice | null;
  dsgPrice: OfferPrice | null;
  comboPrice: OfferPrice | null;
  options: PricedOption[];
  dsgHardware: DsgHardwareChoice | null;
  urgency: string;
  /** The surcharge of the urgency for this order type (software pricing), EUR. */
  urgencySurcharge: number;
  previous: PreviousOrder | null;
  policy: PricePolicy | null;
  couponPercent: number | null;
  couponCode: string | null;
  now: Date;
  /** The promotions that may apply (the route loads them) and who orders; none: no promotion line. */
  promotions?: readonly PromotionOffer[];
  buyer?: PromotionBuyer;
};

export const PRICE_ON_REQUEST_CENTS = PRICE_ON_REQUEST * 100;

const cents = (euros: number): Cents => Math.round(euros * 100);

/** The stage (or combo) price before discounts, in EUR, or "On request". */
const basePrice = (input: QuoteInput): { code: 'stage' | 'combo'; price: OfferPrice } => {
  if (input.type === 'ECU') return { code: 'stage', price: input.ecuPrice ?? 'On request' };
  if (input.type === 'DSG') return { code: 'stage', price: input.dsgPrice ?? 'On request' };
  if (input.ecuPrice === null || input.dsgPrice === null || input.comboPrice === null) return { code: 'combo', price: 'On request' };
  return { code: 'combo', price: comboPrice(input.comboPrice, input.ecuPrice, input.dsgPrice).price };
};

export const quoteOrder = (input: QuoteInput): Quote => {
  const lines: QuoteLine[] = [];
  let onRequest = false;
  const add = (code: QuoteLineCode, label: string, price: OfferPrice) => {
    if (isOnRequest(price)) onRequest = true;
    lines.push({ code, label, amount: isOnRequest(price) ? null : cents(price) });
  };

  const base = basePrice(input);
  add(base.code, input.stageLabel, base.price);
  if (!isOnRequest(base.price) && input.policy) {
    const upgrade = upgradePrice({ type: input.type, price: base.price, stage: input.stage }, input.previous, input.policy, input.now);
    if (upgrade.qualifies && upgrade.credit > 0) lines.push({ code: 'upgrade', label: 'Upgrade discount', amount: -cents(upgrade.credit) });
  }
  for (const option of input.options) add('option', option.name, option.price);
  if (input.type !== 'ECU' && input.dsgHardware) {
    const cost = dsgHardwareCost(input.dsgHardware);
    if (cost > 0) add('dsg_hardware', 'DSG hardware modification', cost);
  }
  if (input.urgency !== DEFAULT_URGENCY && input.urgencySurcharge > 0) add('urgency', `Urgency: ${input.urgency}`, input.urgencySurcharge);

  if (onRequest) return { lines, total: PRICE_ON_REQUEST_CENTS, onRequest: true };
  const beforePromotion = lines.reduce((sum, line) => sum + (line.amount ?? 0), 0);
  const promotion = input.buyer && input.promotions?.length ? applyPromotion(input.promotions, 'software', input.buyer, input.now, Math.max(0, beforePromotion)) : null;
  if (promotion) lines.push({ code: 'promotion', label: `Promotion ${promotion.title} (-${promotion.discountPercent}%)`, amount: -promotion.discount });
  const subtotal = beforePromotion - (promotion?.discount ?? 0);
  const percent = Math.min(Math.max(input.couponPercent ?? 0, 0), MAX_DISCOUNT_PERCENT);
  const discount = percent > 0 ? couponDiscount(Math.max(0, subtotal), percent) : 0;
  if (discount > 0) lines.push({ code: 'coupon', label: `Coupon ${input.couponCode ?? ''} (-${percent}%)`.replace('  ', ' '), amount: -discount });
  return { lines, total: Math.max(0, subtotal - discount), onRequest: false };
};

// The creation rule of spec section 5 (allowed, no-balance, credit limit) is events/credit/order-rule.ts:
// the ledger checks every software charge by it too.
