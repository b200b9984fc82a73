import { MAX_DISCOUNT_PERCENT } from '../constants.js';
import { problem, Refusal, type Problem, type ProblemParams } from '../problem.js';
import { COUPON_CODE_LENGTH, COUPON_DATE_YEARS, COUPON_MAX_USES } from './code.js';

/** A refused coupon command or check: 404 unknown coupon, 409 existing code, 400 bad terms, 422 not redeemable now. */
export class CouponRefused extends Refusal {
  constructor(status: 400 | 404 | 409 | 422, refused: Problem, params?: ProblemParams) {
    super(status, refused, params);
    this.name = 'CouponRefused';
  }
}

// The spec's text first (section 5: "the message states a maximum of 65%"), then ours.
export const DISCOUNT_TOO_HIGH = problem('COUPON_DISCOUNT_TOO_HIGH', 'The discount must be at most {limit}%', { limit: MAX_DISCOUNT_PERCENT });
export const DISCOUNT_INVALID = problem('COUPON_DISCOUNT_INVALID', 'The discount must be a percent above 0 with at most 2 decimals');
export const CODE_FORMAT = problem('COUPON_CODE_FORMAT', 'The code must have {min} to {max} letters, digits, hyphens or underscores', COUPON_CODE_LENGTH);
export const VALIDITY_REVERSED = problem('COUPON_VALIDITY_REVERSED', 'The end of the validity must be after its start');
export const USES_INVALID = problem('COUPON_USES_INVALID', 'The number of uses must be a whole number from 1 to {max}, or empty for unlimited', { max: COUPON_MAX_USES });
export const DATE_INVALID = problem('COUPON_DATE_INVALID', 'Field must be a date between the years {from} and {to}', COUPON_DATE_YEARS);
export const COUPON_EXISTS = problem('COUPON_EXISTS', 'A coupon with this code already exists');
export const COUPON_NOT_FOUND = problem('COUPON_NOT_FOUND', 'Coupon not found');
export const COUPON_INACTIVE = problem('COUPON_INACTIVE', 'This coupon is not active');
export const COUPON_NOT_YET_VALID = problem('COUPON_NOT_YET_VALID', 'This coupon is not valid yet');
export const COUPON_EXPIRED = problem('COUPON_EXPIRED', 'This coupon has expired');
export const COUPON_USED_UP = problem('COUPON_USED_UP', 'This coupon has been used up');
export const COUPON_DEALER_LIMIT = problem('COUPON_DEALER_LIMIT', 'You have already used this coupon as often as it allows');
export const COUPON_RELEASED_FOR_ORDER = problem('COUPON_RELEASED_FOR_ORDER', 'This order gave its coupon back when it was cancelled: it cannot use it again');
