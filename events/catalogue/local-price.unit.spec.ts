import { describe, expect, it } from 'vitest';
import { BASE_CURRENCY } from '../constants.js';
import { formatCurrency, localPrice, localPriceCents } from './local-price.js';

const gbp = { code: 'GBP', price: 0.8573, locale: 'en-GB' };
const usd = { code: 'USD', price: 1.0845, locale: 'en-US' };
const jpy = { code: 'JPY', price: 162.35, locale: 'ja-JP' };
// Intl puts narrow no-break spaces in some locales; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('local price (spec section 9)', () => {
  it('is the base EUR price in EUR without a market factor', () => expect(localPrice(450, { marketFactor: 1 }, BASE_CURRENCY)).toBe(450));
  it('multiplies by marketFactor and the currency rate', () => {
    expect(localPrice(450, { marketFactor: 1.15 }, gbp)).toBe(443.65); // 443.65245
    expect(localPriceCents(450, { marketFactor: 1.15 }, gbp)).toBe(44_365);
    expect(localPrice(100, { marketFactor: 0.9 }, jpy)).toBe(14_611.5);
  });
  it('rounds half up to the cent on exact decimals, where floats drift', () => {
    // 1.005 × 1 × 1 is 1.00499999… as a float; exactly it is 1.005 → 1.01.
    expect(localPrice(1.005, { marketFactor: 1 }, BASE_CURRENCY)).toBe(1.01);
    expect(localPrice(0.1, { marketFactor: 3 }, { ...usd, price: 0.15 })).toBe(0.05); // 0.045 → 0.05
    expect(localPrice(333.33, { marketFactor: 1.0001 }, { ...usd, price: 0.00000001 })).toBe(0);
  });
  it('refuses negative or non-finite inputs', () => {
    expect(() => localPrice(-1, { marketFactor: 1 }, usd)).toThrow(RangeError);
    expect(() => localPrice(1, { marketFactor: Number.NaN }, usd)).toThrow(RangeError);
  });
});

describe('currency formatting (spec section 9)', () => {
  it('uses the currency locale with 2 decimals', () => {
    expect(plain(formatCurrency(1234.5, BASE_CURRENCY))).toBe('€ 1.234,50');
    expect(formatCurrency(1234.5, usd)).toBe('$1,234.50');
    expect(formatCurrency(443.65, gbp)).toBe('£443.65');
  });
  it('shows 0 decimals with hideDecimals', () => {
    expect(plain(formatCurrency(1234.5, BASE_CURRENCY, true))).toBe('€ 1.235');
    expect(formatCurrency(1234.49, usd, true)).toBe('$1,234');
  });
});
