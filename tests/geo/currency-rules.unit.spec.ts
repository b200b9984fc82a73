import { describe, expect, it } from 'vitest';
import { HttpError } from '../../api/http/errors.js';
import { canonicalLocale, decimalText } from '../../api/routes/geo/validation.js';
import { comparePreferred, PREFERRED_CURRENCIES, regionsForLocale } from '../../tables/geo/currency-rules.js';
import { SEED_COUNTRIES, SEED_CURRENCIES } from '../../tables/geo/seed-data.js';

describe('preferred currency order (spec section 9)', () => {
  it('puts USD, EUR, JPY, GBP, AUD, CAD, CHF, CNY, HKD, NZD first, then the rest by code', () => {
    const codes = ['ZAR', 'NZD', 'AED', 'EUR', 'CHF', 'USD', 'MXN', 'JPY', 'HKD', 'GBP', 'CNY', 'CAD', 'AUD'].map((code) => ({ code }));
    expect(codes.sort(comparePreferred).map((c) => c.code)).toEqual([...PREFERRED_CURRENCIES, 'AED', 'MXN', 'ZAR']);
  });
});

describe('regions a locale points to', () => {
  it('uses the locale region first, then where its language is most used', () => {
    expect(regionsForLocale('es-ES')).toEqual(['ES']);
    expect(regionsForLocale('en-US')).toEqual(['US']);
    expect(regionsForLocale('es_MX')).toEqual(['MX', 'ES']);
    expect(regionsForLocale('en-GB')).toEqual(['GB', 'US']);
    expect(regionsForLocale('pt')).toEqual(['BR']);
    expect(regionsForLocale('zh-Hant')).toEqual(['TW']);
  });

  it('ignores non-country regions and answers nothing for what is not a locale', () => {
    expect(regionsForLocale('es-419')).toEqual(['ES']);
    expect(regionsForLocale('not a locale')).toEqual([]);
  });
});

describe('decimal input', () => {
  it('keeps exact decimals the column can hold and refuses more', () => {
    expect(decimalText('marketFactor', 1.25, 4)).toBe('1.2500');
    expect(decimalText('price', 0.00000001, 8)).toBe('0.00000001');
    expect(() => decimalText('marketFactor', 1.23456, 4)).toThrow('marketFactor: Field must have at most 4 decimals');
  });

  it('canonicalises locales and refuses invalid ones', () => {
    expect(canonicalLocale('locale', 'en_us')).toBe('en-US');
    expect(() => canonicalLocale('locale', '12345')).toThrow('locale: Field must be a valid locale such as en-US');
  });
});

describe('seed data', () => {
  it('holds every ISO country once, each with a seeded currency and a positive rate', () => {
    expect(SEED_COUNTRIES.length).toBeGreaterThanOrEqual(249);
    expect(new Set(SEED_COUNTRIES.map((c) => c.id)).size).toBe(SEED_COUNTRIES.length);
    const codes = new Set(SEED_CURRENCIES.map((c) => c.code));
    expect(SEED_COUNTRIES.filter((c) => !codes.has(c.currency_code))).toEqual([]);
    expect(SEED_CURRENCIES.filter((c) => !(Number(c.price) > 0))).toEqual([]);
    expect(SEED_CURRENCIES.find((c) => c.code === 'EUR')).toEqual({ code: 'EUR', symbol: '€', name: 'Euro', price: '1', locale: 'nl-NL' });
    expect(SEED_COUNTRIES.find((c) => c.id === 'ES')).toMatchObject({ alpha3_code: 'ESP', native_name: 'España', phone_prefix: '+34', in_europe: true });
  });
});
