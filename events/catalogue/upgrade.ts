import { DSG_STAGES, UPGRADE_DISCOUNT_YEARS, type OrderType } from '../constants.js';
import { isPriceOnRequest } from './on-request.js';

// Upgrade discount (spec sections 3, 5 and 9). A previous order of the same type, or a combo
// (ECU + DSG, which covers either unit), qualifies only while under 3 years old.
//
// Our reading of the price policy (spec section 3 names its fields, not their meaning):
// - the previous order's price is credited against the new price, so the dealer pays the upgrade fee;
// - discount_after_a_year: once the previous order is a year old, only this percent of its price is credited;
// - minimum_price: the upgrade never costs less than this (nor more than the new price);
// - only_on_upgrade_fee: when on, the credit applies only to a real upgrade, a stage above the previous one.

export type PreviousOrder = { type: OrderType; price: number; createdAt: Date; stage: string };
export type PricePolicy = { discount_after_a_year: number; minimum_price: number; only_on_upgrade_fee: boolean };
export type NewOrder = { type: OrderType; price: number; stage: string };

/** `date` plus `years` calendar years (UTC); 29 February falls to 1 March. */
const addYears = (date: Date, years: number) => {
  const later = new Date(date.getTime());
  later.setUTCFullYear(later.getUTCFullYear() + years);
  return later;
};

/** True while `createdAt` is less than `years` calendar years before `now`. */
export const isYoungerThan = (createdAt: Date, years: number, now: Date) => now.getTime() < addYears(createdAt, years).getTime();

/** A previous order qualifies for an upgrade of `type` if of the same type or a combo, and under 3 years old. */
export const qualifiesForUpgrade = (previous: PreviousOrder, type: OrderType, now: Date): boolean =>
  (previous.type === type || previous.type === 'ECU + DSG') && isYoungerThan(previous.createdAt, UPGRADE_DISCOUNT_YEARS, now);

// Stage order for "above": original file, Stock, then the tuned stages (ECU stages are a subset).
const stageRank = (stage: string) => (DSG_STAGES as readonly string[]).indexOf(stage);

/** The stage of `order` for one unit: a combo stage `ecu-dsg` gives its ECU or DSG part. */
const unitStages = (type: OrderType, stage: string): string[] => {
  if (type !== 'ECU + DSG') return [stage];
  const [ecu = '', dsg = ''] = stage.split('-');
  return [ecu, dsg];
};

/** The new order's stage is above the previous one's (for a combo: neither part lower, one higher). */
export const isStageUpgrade = (previous: PreviousOrder, order: NewOrder): boolean => {
  const before = unitStages(previous.type, previous.stage);
  const after = unitStages(order.type, order.stage);
  // A combo previous order upgraded on one unit compares that unit's part only.
  const pairs: [string, string][] =
    previous.type === order.type ? after.map((stage, i) => [before[i], stage]) : [[order.type === 'DSG' ? before[1] : before[0], after[0]]];
  if (pairs.some(([b, a]) => stageRank(a) < 0 || stageRank(b) < 0 || stageRank(a) < stageRank(b))) return false;
  return pairs.some(([b, a]) => stageRank(a) > stageRank(b));
};

export type UpgradePrice = { qualifies: boolean; credit: number; price: number };

/** What the new order costs after the upgrade discount, in the catalogue's price unit (2 decimals). */
export const upgradePrice = (order: NewOrder, previous: PreviousOrder | null, policy: PricePolicy, now: Date): UpgradePrice => {
  const none = { qualifies: false, credit: 0, price: order.price };
  if (!previous || !qualifiesForUpgrade(previous, order.type, now)) return none;
  if (isPriceOnRequest(order.price) || isPriceOnRequest(previous.price) || previous.price <= 0) return none;
  if (policy.only_on_upgrade_fee && !isStageUpgrade(previous, order)) return none;
  const percent = isYoungerThan(previous.createdAt, 1, now) ? 100 : Math.min(Math.max(policy.discount_after_a_year, 0), 100);
  const cents = (n: number) => Math.round(n * 100);
  const creditCents = Math.round((cents(previous.price) * percent) / 100);
  const priceCents = Math.min(cents(order.price), Math.max(cents(order.price) - creditCents, cents(policy.minimum_price)));
  return { qualifies: true, credit: (cents(order.price) - priceCents) / 100, price: priceCents / 100 };
};
