import type { ColumnType, Selectable } from 'kysely';

type Numeric = ColumnType<string, number | string, number | string>;

/** Read model of coupons, folded from the `coupon-<CODE>` streams. */
export interface CouponsTable {
  code: string;
  discount_percent: Numeric;
  valid_from: Date | null;
  valid_until: Date | null;
  max_uses: number | null;
  max_uses_per_dealer: number | null;
  active: boolean;
  description: string | null;
  /** Uses that count: redeemed and not given back. */
  uses: ColumnType<number, number | undefined, number>;
  created_by: string;
  updated_by: string;
  created_at: Date;
  updated_at: Date;
}

/** One row per order that used a coupon; released when the order gave it back. */
export interface CouponRedemptionsTable {
  code: string;
  order_id: string;
  dealer_id: string;
  discount_percent: Numeric;
  redeemed_at: Date;
  released_at: Date | null;
}

export type CouponRow = Selectable<CouponsTable>;
export type CouponRedemptionRow = Selectable<CouponRedemptionsTable>;
