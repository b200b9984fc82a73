import type { Validator } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { couponChangesForApi, endsAfterStart, isCode, isDiscount, isUses, newCouponForApi } from './couponRules';

const check = (validator: Validator, value: unknown, values = {}) => validator(value, values, {});

describe('coupon form rules (the server decider\'s, in the browser)', () => {
  it('allows up to 65 % with a dot and at most 2 decimals, naming the maximum past it', () => {
    expect(['25', '12.5', '65', '0.01'].map((v) => check(isDiscount, v))).toEqual([undefined, undefined, undefined, undefined]);
    expect(check(isDiscount, '70')).toEqual({ message: 'coupons.validation.discount_max', args: { limit: 65 } });
    expect(['0', '12,5', '1.234', 'abc'].map((v) => check(isDiscount, v))).toEqual(Array(4).fill('coupons.validation.discount'));
  });
  it('checks codes, limits and the validity', () => {
    expect(check(isCode, ' spring-25 ')).toBeUndefined();
    expect(check(isCode, 'ab')).toMatchObject({ message: 'coupons.validation.code' });
    expect([check(isUses, ''), check(isUses, '3'), check(isUses, 0), check(isUses, '1.5')]).toEqual([undefined, undefined, expect.anything(), expect.anything()]);
    expect(check(endsAfterStart, '2026-12-01T00:00', { validFrom: '2026-12-02T00:00' })).toBe('coupons.validation.validity');
    expect(check(endsAfterStart, '2026-12-03T00:00', { validFrom: '2026-12-02T00:00' })).toBeUndefined();
  });
  it('sends numbers, instants and nulls; the edit form never sends active', () => {
    expect(newCouponForApi({ code: ' spring ', discountPercent: '12.5', maxUses: '', validUntil: '2099-12-31T00:00:00.000Z', description: ' ' })).toEqual({
      code: 'SPRING', active: true, discountPercent: 12.5, validFrom: null, validUntil: '2099-12-31T00:00:00.000Z', maxUses: null, maxUsesPerDealer: null, description: null,
    });
    expect(couponChangesForApi({ code: 'X', active: true, discountPercent: 30, maxUses: '10' })).not.toHaveProperty('active');
  });
});
