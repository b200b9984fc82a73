import { describe, expect, it } from 'vitest';
import { priceFor, priceTableProblem, type PriceRow } from './pricing.js';

const row = (credits: number, price: number): PriceRow => ({ credits: credits * 100, price: Math.round(price * 100) });
const table = [row(10, 10), row(100, 90), row(500, 400)];
/** The first broken rule as its row and English text. */
const found = (rows: PriceRow[]) => {
  const first = priceTableProblem(rows);
  return first && { row: first.row, message: first.problem.message };
};

describe('credit price table rules (spec section 5)', () => {
  it('accepts rows that each buy more credits for more money', () => expect(priceTableProblem(table)).toBeNull());
  it('refuses a row not greater than the previous one', () => {
    const message = 'The price and / or number of credits must be greater than the previous row';
    expect(found([row(10, 10), row(10, 9.5)])).toEqual({ row: 1, message });
    expect(found([row(10, 10), row(20, 10)])).toEqual({ row: 1, message });
    expect(found([row(10, 10), row(5, 4)])).toEqual({ row: 1, message });
  });
  it('refuses a price higher than the credits', () =>
    expect(found([row(10, 10), row(20, 20.01)])).toEqual({ row: 1, message: 'The price cannot be higher than the credits' }));
  it('refuses fractional credits, zero and an empty table', () => {
    expect(found([{ credits: 1050, price: 1000 }])?.message).toBe('Please enter a valid amount');
    expect(found([row(10, 0)])?.message).toBe('Please enter a valid amount');
    expect(found([])?.message).toBe('Field is required');
  });
});

describe('pricing a purchase', () => {
  it('charges a row its own price', () => {
    expect(priceFor(table, 10_000)).toBe(9_000);
    expect(priceFor(table, 50_000)).toBe(40_000);
  });
  it('uses the per-credit price of the largest row not above the amount', () => {
    expect(priceFor(table, 25_000)).toBe(22_500); // 250 credits at 0.90
    expect(priceFor(table, 100_000)).toBe(80_000); // 1000 credits at 0.80
    expect(priceFor(table, 5_000)).toBe(5_000); // 50 credits at 1.00 (the first tier)
  });
  it('uses the first row below every row', () => expect(priceFor(table, 500)).toBe(500));
  it('rounds half up to the cent', () => {
    const thirds = [row(3, 1)]; // 0.3333.. per credit
    expect(priceFor(thirds, 100)).toBe(33);
    expect(priceFor(thirds, 200)).toBe(67);
    expect(priceFor([{ credits: 200, price: 1 }], 100)).toBe(1); // 0.5 cent → 1
  });
});
