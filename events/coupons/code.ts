// A coupon's code is its identity (one stream per code). People type codes in any case and with
// stray spaces, so a code is compared trimmed and upper-cased.

export const COUPON_CODE_LENGTH = { min: 3, max: 30 } as const;
const CODE_PATTERN = new RegExp(`^[A-Z0-9_-]{${COUPON_CODE_LENGTH.min},${COUPON_CODE_LENGTH.max}}$`);

/** ' spring-25 ' → 'SPRING-25'. */
export const normaliseCouponCode = (code: string): string => code.trim().toUpperCase();

/** A normalised code of 3 to 30 letters, digits, hyphens or underscores. */
export const isCouponCode = (code: string): boolean => CODE_PATTERN.test(code);

export const couponStream = (code: string) => `coupon-${normaliseCouponCode(code)}`;
export const COUPON_STREAM_PREFIX = 'coupon-';

// Bounds the spec does not give, far from any real coupon and inside what the read model stores.
/** Most uses a limit may allow (in all, or per dealer). */
export const COUPON_MAX_USES = 1_000_000;
/** Years a validity may start or end in. */
export const COUPON_DATE_YEARS = { from: 2000, to: 9999 } as const;
