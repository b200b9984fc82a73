import { describe, expect, it } from 'vitest';
import { couponDiscount, discountProblem } from './discount.js';
import { couponStream, isCouponCode, normaliseCouponCode } from './code.js';

describe('couponDiscount', () => {
  it('takes the percent off in whole cents', () => {
    expect(couponDiscount(34_950, 10)).toBe(3_495);
    expect(couponDiscount(10_000, 65)).toBe(6_500);
    expect(couponDiscount(0, 25)).toBe(0);
  });
  it('rounds half up to the cent, exactly where floats drift', () => {
    expect(couponDiscount(1, 50)).toBe(1); // 0.5 cent
    expect(couponDiscount(3, 50)).toBe(2); // 1.5 cents
    expect(couponDiscount(1_005, 10)).toBe(101); // 100.5 cents
    expect(couponDiscount(999, 12.5)).toBe(125); // 124.875
    expect(couponDiscount(29_99, 33.33)).toBe(1_000); // 999.5667
  });
  it('refuses what is not whole cents or a percent', () => {
    expect(() => couponDiscount(10.5, 10)).toThrow(RangeError);
    expect(() => couponDiscount(100, 101)).toThrow(RangeError);
  });
});

describe('discountProblem', () => {
  it('allows above 0 up to 65 with at most 2 decimals', () => {
    expect([0.01, 1, 33.33, 65].map(discountProblem)).toEqual([null, null, null, null]);
    expect(discountProblem(65.01)?.message).toBe('The discount must be at most {limit}%');
    expect(discountProblem(70)?.params).toEqual({ limit: 65 });
    expect([0, -1, 1.001, Number.POSITIVE_INFINITY].map((p) => discountProblem(p)?.code)).toEqual(Array(4).fill('COUPON_DISCOUNT_INVALID'));
  });
});

describe('coupon codes', () => {
  it('are trimmed and upper-cased, 3 to 30 of A-Z 0-9 - _', () => {
    expect(normaliseCouponCode('  spring-25 ')).toBe('SPRING-25');
    expect(couponStream(' summer_1 ')).toBe('coupon-SUMMER_1');
    expect(['ABC', 'A-B_C-9', 'X'.repeat(30)].every(isCouponCode)).toBe(true);
    expect(['AB', 'X'.repeat(31), 'ÄBC', 'A B C', 'abc', 'A.BC'].some(isCouponCode)).toBe(false);
  });
});
