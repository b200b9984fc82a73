// Coupons (spec sections 5 and 7): the pure domain, in one import for the order feature.
export { COUPON_CODE_LENGTH, COUPON_STREAM_PREFIX, couponStream, isCouponCode, normaliseCouponCode } from './code.js';
export type { CouponCommand } from './commands.js';
export { couponDecider } from './decide.js';
export { couponDiscount, discountProblem } from './discount.js';
export * from './errors.js';
export { COUPON_EVENT_TYPES, type CouponEvent, type CouponEventData, type CouponTerms } from './events.js';
export { couponProblem, initialCoupon, type CouponFacts, type CouponState } from './state.js';
