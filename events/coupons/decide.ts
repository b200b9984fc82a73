import { subUserField } from '../subUsers/tag.js';
import type { Decider } from '../command/handle-command.js';
import type { Problem } from '../problem.js';
import { COUPON_DATE_YEARS, COUPON_MAX_USES, isCouponCode } from './code.js';
import type { CouponChanges, CouponCommand, CreateCoupon, RedeemCoupon, ReleaseCoupon, UpdateCoupon } from './commands.js';
import { discountProblem } from './discount.js';
import { CODE_FORMAT, COUPON_EXISTS, DATE_INVALID, COUPON_NOT_FOUND, COUPON_RELEASED_FOR_ORDER, CouponRefused, USES_INVALID, VALIDITY_REVERSED } from './errors.js';
import type { CouponEvent, CouponTerms } from './events.js';
import { couponProblem, entryOf, evolve, initialCoupon, type CouponState } from './state.js';
import { decideByType } from '../decide-by-type.js';

const refuse = (status: 400 | 404 | 409 | 422, refused: Problem, params?: Record<string, string | number>): never => {
  throw new CouponRefused(status, refused, params);
};

const isUses = (value: number | null) => value === null || (Number.isSafeInteger(value) && value >= 1 && value <= COUPON_MAX_USES);
const isDate = (value: string | null) => {
  if (value === null) return true;
  const year = new Date(value).getUTCFullYear();
  return year >= COUPON_DATE_YEARS.from && year <= COUPON_DATE_YEARS.to;
};

/** Terms an administrator may set: the spec's maximum discount, a validity that ends after it starts, limits of at least 1. */
const checked = (code: string, c: CouponChanges): CouponTerms => {
  const discount = discountProblem(c.discountPercent);
  if (discount) refuse(400, discount, { field: 'discountPercent' });
  if (!isDate(c.validFrom)) refuse(400, DATE_INVALID, { field: 'validFrom' });
  if (!isDate(c.validUntil)) refuse(400, DATE_INVALID, { field: 'validUntil' });
  if (c.validFrom !== null && c.validUntil !== null && Date.parse(c.validUntil) <= Date.parse(c.validFrom)) refuse(400, VALIDITY_REVERSED, { field: 'validUntil' });
  if (!isUses(c.maxUses)) refuse(400, USES_INVALID, { field: 'maxUses' });
  if (!isUses(c.maxUsesPerDealer)) refuse(400, USES_INVALID, { field: 'maxUsesPerDealer' });
  return {
    code, discountPercent: c.discountPercent, validFrom: c.validFrom, validUntil: c.validUntil, maxUses: c.maxUses,
    maxUsesPerDealer: c.maxUsesPerDealer, active: c.active, description: c.description?.trim() || null,
  };
};

const existing = (state: CouponState) => state.terms ?? refuse(404, COUPON_NOT_FOUND);

const create = (c: CreateCoupon, state: CouponState): CouponEvent[] => {
  if (!isCouponCode(c.code)) refuse(400, CODE_FORMAT, { field: 'code' });
  if (state.terms) refuse(409, COUPON_EXISTS, { field: 'code' });
  const { type: _type, code, eventId, actor, at, ...changes } = c;
  return [{ id: eventId, type: 'CouponCreated', data: { ...checked(code, changes), actorId: actor.id, ...subUserField(actor), at } }];
};

const TERM_KEYS = ['code', 'discountPercent', 'validFrom', 'validUntil', 'maxUses', 'maxUsesPerDealer', 'active', 'description'] as const satisfies readonly (keyof CouponTerms)[];
const sameTerms = (a: CouponTerms, b: CouponTerms) => TERM_KEYS.every((key) => a[key] === b[key]);

const update = (c: UpdateCoupon, state: CouponState): CouponEvent[] => {
  const { code, ...before } = existing(state);
  const given = Object.fromEntries(Object.entries(c.changes).filter(([, value]) => value !== undefined));
  const terms = checked(code, { ...before, ...given });
  // Saving an unchanged form records nothing.
  if (sameTerms(terms, { code, ...before })) return [];
  return [{ id: c.eventId, type: 'CouponUpdated', data: { ...terms, actorId: c.actor.id, ...subUserField(c.actor), at: c.at } }];
};

const redeem = (c: RedeemCoupon, state: CouponState): CouponEvent[] => {
  const terms = existing(state);
  // One use per order: a retried redeem changes nothing; a use given back stays given back.
  const use = entryOf(state.orders, c.orderId);
  if (use?.released) refuse(409, COUPON_RELEASED_FOR_ORDER);
  if (use) return [];
  const problem = couponProblem(state, { now: c.at, dealerId: c.dealerId });
  if (problem) refuse(422, problem);
  return [{
    id: c.eventId, type: 'CouponRedeemed',
    data: { code: terms.code, orderId: c.orderId, dealerId: c.dealerId, discountPercent: terms.discountPercent, actorId: c.actor.id, at: c.at },
  }];
};

/** Gives an order's use back; nothing to do when the order never used the coupon or already gave it back. */
const release = (c: ReleaseCoupon, state: CouponState): CouponEvent[] => {
  const terms = existing(state);
  const use = entryOf(state.orders, c.orderId);
  if (!use || use.released) return [];
  return [{ id: c.eventId, type: 'CouponReleased', data: { code: terms.code, orderId: c.orderId, actorId: c.actor.id, at: c.at } }];
};

/** Pure: the events a command produces against one coupon, or a CouponRefused. */
export const decide = decideByType<CouponCommand, CouponState, CouponEvent>('coupon', {
  CreateCoupon: create,
  UpdateCoupon: update,
  RedeemCoupon: redeem,
  ReleaseCoupon: release,
});

/** The coupon's decider, for the one command path (events/command/handle-command.ts). */
export const couponDecider: Decider<CouponCommand, CouponState, CouponEvent> = { decide, evolve, initialState: initialCoupon };
