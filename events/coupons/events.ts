import type { NewEvent } from '../store/port.js';

// A coupon has a life: created, changed by an administrator, redeemed by orders (each use counted
// against its limits) and given back when an order is cancelled or refused. One stream per code
// (`coupon-<CODE>`, code.ts), so every use is decided against the uses before it.

/** What an administrator sets; a changed coupon records all of it again (CouponUpdated). */
export type CouponTerms = {
  code: string;
  /** Percent off the order's price, above 0 and at most MAX_DISCOUNT_PERCENT, at most 2 decimals. */
  discountPercent: number;
  /** ISO instants; null: from the start / without end. */
  validFrom: string | null;
  validUntil: string | null;
  /** null: unlimited. */
  maxUses: number | null;
  maxUsesPerDealer: number | null;
  active: boolean;
  description: string | null;
};

/** `subUserId`: the sub-user who acted for the account `actorId` (issue 13). */
type Changed = CouponTerms & { actorId: string; subUserId?: string; at: string };

export type CouponEventData = {
  CouponCreated: Changed;
  CouponUpdated: Changed;
  /** An order used the coupon; the percent it got is recorded, whatever the coupon says later. */
  CouponRedeemed: { code: string; orderId: string; dealerId: string; discountPercent: number; actorId: string; at: string };
  /** The order was cancelled or refused: its use comes back. */
  CouponReleased: { code: string; orderId: string; actorId: string; at: string };
};

export type CouponEventType = keyof CouponEventData;
export type CouponEvent = { [T in CouponEventType]: NewEvent<T, CouponEventData[T]> }[CouponEventType];
export const COUPON_EVENT_TYPES = ['CouponCreated', 'CouponUpdated', 'CouponRedeemed', 'CouponReleased'] as const satisfies readonly CouponEventType[];
