import { describe, expect, it } from 'vitest';
import { euroAmount } from './euro-amount.js';

describe('euro amounts as typed by the admin', () => {
  it('keeps dot decimals with 2 decimals', () => {
    expect(euroAmount('349.5')).toBe('349.50');
    expect(euroAmount(' 25 ')).toBe('25.00');
    expect(euroAmount(19.99)).toBe('19.99');
  });

  it('refuses commas, signs, letters and more than 2 decimals', () => {
    for (const text of ['349,50', '-5', '+5', '12a', '1.234', '1e3']) expect(euroAmount(text), text).toBeUndefined();
  });

  it('reads empty as null', () => {
    expect(euroAmount('')).toBeNull();
    expect(euroAmount('  ')).toBeNull();
    expect(euroAmount(null)).toBeNull();
  });

  it('allows 0 only when asked (a surcharge may be 0, a price may not)', () => {
    expect(euroAmount('0')).toBeUndefined();
    expect(euroAmount('0', { allowZero: true })).toBe('0.00');
    expect(euroAmount(0, { allowZero: true })).toBe('0.00');
  });
});
