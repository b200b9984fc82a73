import { describe, expect, it } from 'vitest';
import { FIRST_PURCHASE_LIMIT, isFarAboveUsual, usualPurchase } from './usualPurchase';

describe('far above usual (the buy form asks once more)', () => {
  it('is more than 5 times the largest of the last 5 paid purchases', () => {
    const history = [100, 40, 250, 60, 10]; // newest first
    expect(usualPurchase(history)).toEqual({ usual: 250, limit: 1250 });
    expect(isFarAboveUsual(1250, history)).toBe(false);
    expect(isFarAboveUsual(1251, history)).toBe(true);
  });

  it('reads only the last 5 purchases: an old large one no longer makes a large order usual', () => {
    const history = [100, 100, 100, 100, 100, 20_000];
    expect(usualPurchase(history).usual).toBe(100);
    expect(isFarAboveUsual(10_500, history)).toBe(true);
  });

  it('catches the digits typed after a pre-filled 10 (10,500 instead of 500) for a buyer of hundreds', () => {
    expect(isFarAboveUsual(10_500, [500, 300])).toBe(true);
    expect(isFarAboveUsual(500, [500, 300])).toBe(false);
  });

  it('without a paid purchase, is above the first-purchase limit', () => {
    expect(usualPurchase([])).toEqual({ usual: null, limit: FIRST_PURCHASE_LIMIT });
    expect(isFarAboveUsual(FIRST_PURCHASE_LIMIT, [])).toBe(false);
    expect(isFarAboveUsual(FIRST_PURCHASE_LIMIT + 1, [])).toBe(true);
    expect(isFarAboveUsual(10_500, [])).toBe(true);
  });
});
