import { describe, expect, it } from 'vitest';
import { paymentDraft } from './draft.js';
import { feeFor, isOnlineMethod, paymentMethodsFor, paymentMethodsForSeller, percentOf } from './fees.js';

describe('payment fees (spec section 9)', () => {
  it('takes the spec percentages of the amount', () => {
    const on100 = (method: Parameters<typeof feeFor>[1]) => feeFor(10_000, method).fee;
    expect(on100('card_europe')).toBe(140);
    expect(on100('card_outside_europe')).toBe(290);
    for (const m of ['uae', 'australia', 'canada', 'japan', 'singapore', 'uk', 'usa'] as const) expect(on100(m)).toBe(200);
    expect(on100('worldwide')).toBe(100);
    expect(on100('eurozone')).toBe(0);
    expect(on100('ideal')).toBe(0);
    expect(on100('bank_transfer')).toBe(0);
  });

  it('answers amount, percent, fee and total in cents', () =>
    expect(feeFor(47_550, 'card_outside_europe')).toEqual({ amount: 47_550, feePercent: 2.9, fee: 1_379, total: 48_929 }));

  it('rounds half up to the cent, exactly', () => {
    expect(percentOf(25, 200)).toBe(1); // 0.5 cent → 1
    expect(percentOf(24, 200)).toBe(0); // 0.48 cent → 0
    expect(percentOf(3_571, 140)).toBe(50); // 49.994 → 50
    expect(percentOf(1_250, 140)).toBe(18); // 17.5 → 18
    expect(percentOf(999_999_999_999, 290)).toBe(29_000_000_000); // no float drift on large amounts
  });

  it('refuses fractional or negative cents', () => {
    expect(() => percentOf(1.5, 140)).toThrow(RangeError);
    expect(() => percentOf(-1, 140)).toThrow(RangeError);
  });
});

describe('payment methods by country', () => {
  it('offers card Europe, Eurozone and iDEAL in the Netherlands', () =>
    expect(paymentMethodsFor({ id: 'NL', inEurope: true, currencyCode: 'EUR' })).toEqual(['bank_transfer', 'card_europe', 'eurozone', 'ideal']));
  it('offers the local method where there is one', () => {
    expect(paymentMethodsFor({ id: 'GB', inEurope: true, currencyCode: 'GBP' })).toEqual(['bank_transfer', 'card_europe', 'uk']);
    expect(paymentMethodsFor({ id: 'US', inEurope: false, currencyCode: 'USD' })).toEqual(['bank_transfer', 'card_outside_europe', 'usa']);
    expect(paymentMethodsFor({ id: 'AE', inEurope: false, currencyCode: 'AED' })).toContain('uae');
  });
  it('offers WorldWide to buyers without a local method', () => {
    expect(paymentMethodsFor({ id: 'BR', inEurope: false, currencyCode: 'BRL' })).toEqual(['bank_transfer', 'card_outside_europe', 'worldwide']);
    expect(paymentMethodsFor({ id: 'CH', inEurope: true, currencyCode: 'CHF' })).toEqual(['bank_transfer', 'card_europe', 'worldwide']);
    expect(paymentMethodsFor(null)).toEqual(['bank_transfer', 'card_outside_europe', 'worldwide']);
  });
  it('offers only bank transfer (no fee) when a selling parent is paid, every country method when the house is', () => {
    const nl = { id: 'NL', inEurope: true, currencyCode: 'EUR' };
    expect(paymentMethodsForSeller(nl, false)).toEqual(['bank_transfer']);
    expect(paymentMethodsForSeller(nl, true)).toEqual(paymentMethodsFor(nl));
  });
  it('pays cards and iDEAL online, the rest by transfer', () => {
    expect(isOnlineMethod('card_europe')).toBe(true);
    expect(isOnlineMethod('ideal')).toBe(true);
    expect(isOnlineMethod('uk')).toBe(false);
  });
});

describe('payment draft (spec section 3)', () => {
  it('has the spec fields, in euros', () =>
    expect(paymentDraft({ orderId: 'o-1', buyerId: 'd-1', email: 'dealer@demo.test', credits: 10_000, price: 9_000, paymentMethod: 'card_europe', description: null, origin: 'https://portal.test' })).toEqual({
      orderId: 'o-1', dealerId: 'd-1', email: 'dealer@demo.test', amount: 91.26, fee: 1.26, amount_original: 90, description: '100 credits',
      items: [{ name: '100 credits', credits: 100, amount: 90 }], payment_method_types: ['card'], origin: 'https://portal.test', percentageFee: 1.4,
    }));
});
