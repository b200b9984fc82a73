import type { Validator } from 'react-admin';
import { COUPON_CODE_LENGTH, COUPON_MAX_USES, isCouponCode, normaliseCouponCode } from '../../../events/coupons/code';
import { discountProblem } from '../../../events/coupons/discount';
import { MAX_DISCOUNT_PERCENT } from '../../../events/constants';

// The form checks what the server's decider checks (events/coupons), with the same rules and limits.

const empty = (value: unknown) => value === null || value === undefined || value === '';

export const isCode: Validator = (value: unknown) =>
  empty(value) || isCouponCode(normaliseCouponCode(String(value))) ? undefined : { message: 'coupons.validation.code', args: COUPON_CODE_LENGTH };

/** A percent with a dot (spec section 5: no comma), above 0, at most 65 (spec section 5, "a maximum of 65%"). */
export const isDiscount: Validator = (value: unknown) => {
  if (empty(value)) return undefined;
  const text = String(value).trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return 'coupons.validation.discount';
  const problem = discountProblem(Number(text));
  if (!problem) return undefined;
  return problem.code === 'COUPON_DISCOUNT_TOO_HIGH' ? { message: 'coupons.validation.discount_max', args: { limit: MAX_DISCOUNT_PERCENT } } : 'coupons.validation.discount';
};

export const isUses: Validator = (value: unknown) =>
  empty(value) || (/^\d+$/.test(String(value).trim()) && Number(value) >= 1 && Number(value) <= COUPON_MAX_USES)
    ? undefined
    : { message: 'coupons.validation.uses', args: { max: COUPON_MAX_USES } };

/** The end of the validity after its start. */
export const endsAfterStart: Validator = (value: unknown, values: { validFrom?: unknown }) =>
  empty(value) || empty(values.validFrom) || new Date(String(value)).getTime() > new Date(String(values.validFrom)).getTime()
    ? undefined
    : 'coupons.validation.validity';

const instant = (value: unknown) => (empty(value) ? null : new Date(String(value)).toISOString());
const count = (value: unknown) => (empty(value) ? null : Number(value));

/** The terms the edit form changes: numbers, ISO instants, nulls for what is left empty. `active` has its own buttons. */
export const couponChangesForApi = (record: Record<string, unknown>) => ({
  discountPercent: Number(String(record.discountPercent).trim()),
  validFrom: instant(record.validFrom),
  validUntil: instant(record.validUntil),
  maxUses: count(record.maxUses),
  maxUsesPerDealer: count(record.maxUsesPerDealer),
  description: typeof record.description === 'string' && record.description.trim() ? record.description.trim() : null,
});

/** A new coupon: its code and whether it starts active, with the terms. */
export const newCouponForApi = (record: Record<string, unknown>) => ({
  code: normaliseCouponCode(String(record.code ?? '')),
  active: record.active !== false,
  ...couponChangesForApi(record),
});
