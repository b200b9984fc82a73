import { Type, type Static } from 'typebox';
import type { CountryWithCurrency } from '../../../tables/geo/queries.js';
import type { CountryRow, CurrencyRow } from '../../../tables/geo/table.js';
import { problem } from '../../../events/problem.js';

// API shapes of spec section 3 (Currency, Country); the database keeps exact decimals as strings,
// the API answers numbers.

export const COUNTRY_NOT_FOUND = problem('COUNTRY_NOT_FOUND', 'Country not found');
export const CURRENCY_NOT_FOUND = problem('CURRENCY_NOT_FOUND', 'Currency not found');

/** Largest values the columns hold: numeric(8, 4) and numeric(18, 8). */
export const MARKET_FACTOR_DECIMALS = 4;
export const PRICE_DECIMALS = 8;

export const Currency = Type.Object({ code: Type.String(), symbol: Type.String(), name: Type.String(), price: Type.Number(), locale: Type.String() });
export type Currency = Static<typeof Currency>;
export const CurrencyRecord = Type.Object({ id: Type.String(), ...Currency.properties });

const countryFields = {
  id: Type.String(),
  name: Type.String(),
  nativeName: Type.String(),
  alpha2Code: Type.String(),
  alpha3Code: Type.String(),
  marketFactor: Type.Number(),
  currencyCode: Type.String(),
  phonePrefix: Type.String(),
  inEurope: Type.Boolean(),
};
export const CountryRecord = Type.Object(countryFields);
export type CountryRecord = Static<typeof CountryRecord>;
/** The public shape: the record plus its currency's fields. */
export const Country = Type.Object({ ...countryFields, currency: Currency });

export const CountryId = Type.Object({ id: Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2' }) });
export const CurrencyId = Type.Object({ id: Type.String({ pattern: '^[A-Za-z]{3}$', description: 'ISO 4217 code' }) });

const Text = Type.String({ minLength: 1, maxLength: 100 });

/** What an administrator may change; the other fields of a full react-admin record are ignored. */
export const CountryChanges = Type.Object({
  name: Type.Optional(Text),
  nativeName: Type.Optional(Text),
  marketFactor: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 9999.9999, description: 'Positive, at most 4 decimals' })),
  currencyCode: Type.Optional(Type.String({ pattern: '^[A-Za-z]{3}$' })),
  phonePrefix: Type.Optional(Type.String({ pattern: '^(\\+[0-9]{1,7})?$', description: 'For example +34; empty when none' })),
  inEurope: Type.Optional(Type.Boolean()),
});
export type CountryChanges = Static<typeof CountryChanges>;

export const CurrencyChanges = Type.Object({
  price: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 999_999_999, description: 'Units per 1 EUR, at most 8 decimals' })),
  symbol: Type.Optional(Type.String({ minLength: 1, maxLength: 10 })),
  name: Type.Optional(Text),
  locale: Type.Optional(Type.String({ minLength: 2, maxLength: 35, description: 'BCP 47, for example en-US' })),
});
export type CurrencyChanges = Static<typeof CurrencyChanges>;

export const toCurrency = (row: Omit<CurrencyRow, 'updated_at'>): Currency => ({
  code: row.code,
  symbol: row.symbol,
  name: row.name,
  price: Number(row.price),
  locale: row.locale,
});

export const toCurrencyRecord = (row: CurrencyRow) => ({ id: row.code, ...toCurrency(row) });

export const toCountryRecord = (row: CountryRow): CountryRecord => ({
  id: row.id,
  name: row.name,
  nativeName: row.native_name,
  alpha2Code: row.alpha2_code,
  alpha3Code: row.alpha3_code,
  marketFactor: Number(row.market_factor),
  currencyCode: row.currency_code,
  phonePrefix: row.phone_prefix,
  inEurope: row.in_europe,
});

export const toCountry = (row: CountryWithCurrency) => ({ ...toCountryRecord(row), currency: toCurrency(row.currency) });
