import { MAX_DISCOUNT_PERCENT } from '../constants.js';
import { percentOf } from '../payments/fees.js';
import { DISCOUNT_INVALID, DISCOUNT_TOO_HIGH } from './errors.js';
import type { Problem } from '../problem.js';

// A coupon's percent is kept with at most 2 decimals, so it is taken as basis points (an integer)
// and the discount is exact in cents, rounded half up, like the payment fees.

const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Why `percent` cannot be a coupon's discount (spec section 5: at most 65 %), or null. */
export const discountProblem = (percent: number): Problem | null => {
  if (!Number.isFinite(percent) || percent <= 0 || !hasTwoDecimalsAtMost(percent)) return DISCOUNT_INVALID;
  return percent > MAX_DISCOUNT_PERCENT ? DISCOUNT_TOO_HIGH : null;
};

/** The discount in cents that `percent` takes off `price` cents (whole, non-negative), rounded half up. */
export const couponDiscount = (price: number, percent: number): number => {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) throw new RangeError(`percent must be from 0 to 100, got ${percent}`);
  return percentOf(price, Math.round(percent * 100));
};
