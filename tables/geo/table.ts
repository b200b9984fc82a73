import type { Generated, Selectable } from 'kysely';

export interface CurrenciesTable {
  code: string;
  symbol: string;
  name: string;
  /** Rate against the base currency (EUR = 1), exact decimal kept as a string. */
  price: string;
  locale: string;
  updated_at: Generated<Date>;
}

export interface CountriesTable {
  /** ISO 3166-1 alpha-2, also the id. */
  id: string;
  name: string;
  native_name: string;
  alpha2_code: string;
  alpha3_code: string;
  /** Multiplier applied to prices in this market; exact decimal as a string. */
  market_factor: string;
  currency_code: string;
  phone_prefix: string;
  /** Part of Europe: decides the card fee band (spec section 9). */
  in_europe: boolean;
  updated_at: Generated<Date>;
}

export type CurrencyRow = Selectable<CurrenciesTable>;
export type CountryRow = Selectable<CountriesTable>;
