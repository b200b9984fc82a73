import type { Problem } from '../problem.js';
import { COUPON_DEALER_LIMIT, COUPON_EXPIRED, COUPON_INACTIVE, COUPON_NOT_FOUND, COUPON_NOT_YET_VALID, COUPON_USED_UP } from './errors.js';
import type { CouponEvent, CouponTerms } from './events.js';
import { unreachable } from '../unreachable.js';

/** What decisions need: the terms, the uses that count (all and per dealer) and each order's use. */
export type CouponState = {
  terms: CouponTerms | null;
  uses: number;
  dealerUses: Readonly<Record<string, number>>;
  orders: Readonly<Record<string, { dealerId: string; released: boolean }>>;
};

export const initialCoupon = (): CouponState => ({ terms: null, uses: 0, dealerUses: {}, orders: {} });

/** An own entry of an id-keyed record (never Object.prototype's `constructor` and the like). */
export const entryOf = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined => (Object.hasOwn(record, key) ? record[key] : undefined);

export const evolve = (state: CouponState, event: CouponEvent): CouponState => {
  switch (event.type) {
    case 'CouponCreated':
    case 'CouponUpdated': {
      const { actorId: _actor, at: _at, ...terms } = event.data;
      return { ...state, terms };
    }
    case 'CouponRedeemed': {
      const { orderId, dealerId } = event.data;
      return {
        ...state,
        uses: state.uses + 1,
        dealerUses: { ...state.dealerUses, [dealerId]: (entryOf(state.dealerUses, dealerId) ?? 0) + 1 },
        orders: { ...state.orders, [orderId]: { dealerId, released: false } },
      };
    }
    case 'CouponReleased': {
      const use = entryOf(state.orders, event.data.orderId);
      if (!use || use.released) return state;
      return {
        ...state,
        uses: state.uses - 1,
        dealerUses: { ...state.dealerUses, [use.dealerId]: (entryOf(state.dealerUses, use.dealerId) ?? 1) - 1 },
        orders: { ...state.orders, [event.data.orderId]: { ...use, released: true } },
      };
    }
    default:
      return unreachable('coupon event', event);
  }
};

/** The facts `couponProblem` reads: the decider's state, or the read model's row and the dealer's uses. */
export type CouponFacts = Pick<CouponState, 'terms' | 'uses' | 'dealerUses'>;

/**
 * Why `dealerId` cannot use the coupon at `now` (an ISO instant), or null when it can: unknown,
 * inactive, not valid yet, expired (validUntil is the last valid instant), used up, or used up by
 * this dealer. Shared by redeem (the decider) and validate (the read model).
 */
export const couponProblem = (state: CouponFacts, { now, dealerId }: { now: string; dealerId: string }): Problem | null => {
  const terms = state.terms;
  if (!terms) return COUPON_NOT_FOUND;
  if (!terms.active) return COUPON_INACTIVE;
  const at = Date.parse(now);
  if (terms.validFrom !== null && at < Date.parse(terms.validFrom)) return COUPON_NOT_YET_VALID;
  if (terms.validUntil !== null && at > Date.parse(terms.validUntil)) return COUPON_EXPIRED;
  if (terms.maxUses !== null && state.uses >= terms.maxUses) return COUPON_USED_UP;
  if (terms.maxUsesPerDealer !== null && (entryOf(state.dealerUses, dealerId) ?? 0) >= terms.maxUsesPerDealer) return COUPON_DEALER_LIMIT;
  return null;
};
