import { couponProblem } from '../../../events/coupons/state.js';
import { COUPON_EXPIRED, COUPON_INACTIVE, COUPON_NOT_YET_VALID, COUPON_USED_UP } from '../../../events/coupons/errors.js';
import { couponTerms } from '../../../projections/coupons/queries.js';
import type { CouponRow } from '../../../projections/coupons/table.js';
import type { Coupon } from './schemas.js';

const STATUS_OF = new Map([
  [COUPON_INACTIVE.code, 'inactive'], [COUPON_NOT_YET_VALID.code, 'scheduled'], [COUPON_EXPIRED.code, 'expired'], [COUPON_USED_UP.code, 'used_up'],
] as const);

/** A coupon row as the API shows it, with what a dealer would meet at `now` (the per-dealer limit aside). */
export const toCoupon = (row: CouponRow, now: Date): Coupon => {
  const terms = couponTerms(row);
  const problem = couponProblem({ terms, uses: row.uses, dealerUses: {} }, { now: now.toISOString(), dealerId: '' });
  return {
    id: row.code,
    ...terms,
    uses: row.uses,
    status: (problem && STATUS_OF.get(problem.code)) || 'active',
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
};
