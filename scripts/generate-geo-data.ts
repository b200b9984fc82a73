/**
 * One-off generator of tables/geo/seed-data.ts: every ISO 3166 country and the currencies they
 * use (spec sections 3 and 9). Not part of the app; run it only to refresh the committed data file.
 *
 * The source is the `world-countries` npm package (ODbL 1.0, https://github.com/mledoze/countries),
 * installed OUTSIDE this project so it never becomes a dependency:
 *   npm install --prefix /tmp/geo-gen world-countries@5.1.0
 *   npx tsx scripts/generate-geo-data.ts /tmp/geo-gen/node_modules/world-countries/countries.json
 * then review the diff of tables/geo/seed-data.ts and commit it.
 *
 * The package has no exchange rates and this project has no live rate source: the rates below are a
 * static table of approximate market rates (mid-2025), only a starting point that administrators edit
 * (PUT /api/currencies/:id). Locales come from CLDR likely subtags (Node's Intl), EUR is fixed at nl-NL.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type SourceCountry = {
  cca2: string;
  cca3: string;
  name: { common: string; native?: Record<string, { common: string }> };
  currencies?: Record<string, { name: string; symbol?: string }>;
  idd?: { root?: string; suffixes?: string[] };
  region: string;
  languages?: Record<string, string>;
};

const TARGET = fileURLToPath(new URL('../projections/geo/seed-data.ts', import.meta.url));

// Units of each currency per 1 EUR. Currencies pegged to or usually quoted against the euro:
const PER_EUR: Record<string, number> = {
  EUR: 1, BAM: 1.95583, XOF: 655.957, XAF: 655.957, KMF: 491.96775, CVE: 110.265, XPF: 119.33174, STN: 24.5,
  DKK: 7.46, GBP: 0.86, SHP: 0.86, FKP: 0.86, GIP: 0.86, CHF: 0.935, SEK: 11.1, NOK: 11.7, ISK: 143, PLN: 4.25,
  CZK: 24.7, HUF: 400, RON: 5.07, RSD: 117.2, MKD: 61.5, ALL: 98, MDL: 19.8, JPY: 170,
};
// ...and the rest, as units per 1 USD, converted with this EUR/USD rate:
const USD_PER_EUR = 1.16;
const PER_USD: Record<string, number> = {
  USD: 1, AED: 3.6725, AFN: 69, AMD: 385, ANG: 1.79, XCG: 1.79, AOA: 912, ARS: 1200, AUD: 1.53, AWG: 1.79, AZN: 1.7,
  BBD: 2, BDT: 122, BHD: 0.376, BIF: 2970, BMD: 1, BND: 1.28, BOB: 6.91, BRL: 5.5, BSD: 1, BTN: 85.8, BWP: 13.4,
  BYN: 3, BZD: 2, CAD: 1.37, CDF: 2870, CLP: 940, CNY: 7.18, COP: 4050, CRC: 505, CUP: 24, DJF: 177.7, DOP: 59.5,
  DZD: 130, EGP: 49.5, ERN: 15, ETB: 135, FJD: 2.25, GEL: 2.72, GHS: 10.4, GMD: 72, GNF: 8660, GTQ: 7.68, GYD: 209,
  HKD: 7.85, HNL: 26.1, HTG: 131, IDR: 16300, ILS: 3.4, INR: 85.8, IQD: 1310, IRR: 42000, JMD: 160, JOD: 0.709,
  KES: 129.2, KGS: 87.4, KHR: 4010, KPW: 900, KRW: 1370, KWD: 0.306, KYD: 0.833, KZT: 515, LAK: 21600, LBP: 89500,
  LKR: 300, LRD: 199, LSL: 17.8, LYD: 5.45, MAD: 9, MGA: 4450, MMK: 2100, MNT: 3580, MOP: 8.08, MRU: 39.7, MUR: 45.5,
  MVR: 15.42, MWK: 1735, MXN: 18.9, MYR: 4.23, MZN: 63.9, NAD: 17.8, NGN: 1530, NIO: 36.8, NPR: 137.3, NZD: 1.67,
  OMR: 0.3845, PAB: 1, PEN: 3.6, PGK: 4.1, PHP: 56.5, PKR: 283, PYG: 7980, QAR: 3.64, RUB: 79, RWF: 1440, SAR: 3.75,
  SBD: 8.35, SCR: 14.3, SDG: 600, SGD: 1.28, SLE: 22.7, SOS: 571, SRD: 37.5, SSP: 4600, SYP: 13000, SZL: 17.8,
  THB: 32.5, TJS: 9.8, TMT: 3.5, TND: 2.92, TOP: 2.36, TRY: 39.8, TTD: 6.78, TWD: 29.5, TZS: 2600, UAH: 41.7,
  UGX: 3590, UYU: 40.2, UZS: 12600, VES: 115, VND: 26100, VUV: 119, WST: 2.73, XCD: 2.7, YER: 241, ZAR: 17.8, ZMW: 23.5,
};

// The currency a country actually uses where the source lists several, none, or an outdated one.
const CURRENCY_OF: Record<string, string> = {
  BG: 'EUR', // joined the euro on 1 January 2026
  SL: 'SLE', // redenominated leone (2022)
  CW: 'XCG', SX: 'XCG', // Caribbean guilder replaced the Antillean guilder (2025)
  SH: 'SHP', GS: 'GBP', ZW: 'USD', PA: 'USD', PS: 'ILS', EH: 'MAD', CU: 'CUP',
  AQ: 'USD', BV: 'NOK', HM: 'AUD', FM: 'USD',
};
const SYMBOL_OF: Record<string, string> = { SLE: 'Le', XCG: 'Cg', LKR: 'Rs' };
// The country whose conventions a shared currency is formatted with (otherwise the ISO 4217 prefix).
const MAIN_COUNTRY_OF: Record<string, string> = { EUR: 'NL', XOF: 'SN', XAF: 'CM', XCD: 'KN', XPF: 'PF', XCG: 'CW' };
const FIXED_LOCALE: Record<string, string> = { EUR: 'nl-NL', XOF: 'fr-SN' };
// Where the source lists several dialling codes under one root that is not +1, or a wrong one.
const PHONE_PREFIX_OF: Record<string, string> = { SH: '+290', EH: '+212', VA: '+39', AX: '+358', UM: '+1' };

const currencyNames = new Intl.DisplayNames('en', { type: 'currency' });
const knownCurrency = (code: string) => currencyNames.of(code) !== code; // drops local issues such as GGP, JEP, FOK
const likelyLocale = (alpha2: string) => new Intl.Locale(`und-${alpha2}`).maximize();

const currencyOf = (c: SourceCountry): string => {
  const code = CURRENCY_OF[c.cca2] ?? Object.keys(c.currencies ?? {}).find(knownCurrency);
  if (!code) throw new Error(`No currency for ${c.cca2}: add it to CURRENCY_OF`);
  return code;
};

const phonePrefixOf = (c: SourceCountry): string => {
  if (PHONE_PREFIX_OF[c.cca2]) return PHONE_PREFIX_OF[c.cca2];
  const suffixes = c.idd?.suffixes ?? [];
  return (c.idd?.root ?? '') + (suffixes.length === 1 ? suffixes[0] : '');
};

/** The native name in the country's most likely language, else the first one listed. */
const nativeNameOf = (c: SourceCountry): string => {
  const entries = Object.entries(c.name.native ?? {});
  const language = likelyLocale(c.cca2).language;
  const match = entries.find(([code]) => new Intl.Locale(Intl.getCanonicalLocales(code)[0]).language === language);
  return (match ?? entries[0])?.[1].common ?? c.name.common;
};

/** The country's likely language, else one of its official ones, that Intl can format with. */
const localeOf = (c: SourceCountry): string => {
  const languages = [likelyLocale(c.cca2).language, ...Object.keys(c.languages ?? {}).map((code) => Intl.getCanonicalLocales(code)[0])];
  const candidates = languages.map((language) => `${language}-${c.cca2}`);
  return candidates.find((locale) => Intl.NumberFormat.supportedLocalesOf([locale]).length) ?? `en-${c.cca2}`;
};

const rateOf = (code: string): string => {
  const perEur = PER_EUR[code] ?? (PER_USD[code] === undefined ? undefined : PER_USD[code] * USD_PER_EUR);
  if (!perEur || perEur <= 0) throw new Error(`No rate for ${code}: add it to PER_EUR or PER_USD`);
  return String(Number(perEur.toPrecision(6)));
};

const generate = (source: SourceCountry[]) => {
  const countries = source
    .map((c) => ({
      id: c.cca2, name: c.name.common, native_name: nativeNameOf(c), alpha2_code: c.cca2, alpha3_code: c.cca3,
      currency_code: currencyOf(c), phone_prefix: phonePrefixOf(c), in_europe: c.region === 'Europe',
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
  const codes = [...new Set(countries.map((c) => c.currency_code))].sort();
  const currencies = codes.map((code) => {
    const users = source.filter((c) => currencyOf(c) === code);
    const main = users.find((c) => c.cca2 === (MAIN_COUNTRY_OF[code] ?? code.slice(0, 2))) ?? users[0];
    const symbol = SYMBOL_OF[code] ?? main.currencies?.[code]?.symbol ?? users.map((c) => c.currencies?.[code]?.symbol).find(Boolean);
    if (!symbol) throw new Error(`No symbol for ${code}: add it to SYMBOL_OF`);
    return { code, symbol, name: currencyNames.of(code) ?? code, price: rateOf(code), locale: FIXED_LOCALE[code] ?? localeOf(main) };
  });
  if (new Set(countries.map((c) => c.alpha3_code)).size !== countries.length) throw new Error('alpha-3 codes are not unique');
  return { countries, currencies };
};

const literal = (value: unknown) =>
  typeof value === 'string' ? `'${JSON.stringify(value).slice(1, -1).replaceAll('\\"', '"').replaceAll("'", "\\'")}'` : String(value);
const line = (row: object) => `  { ${Object.entries(row).map(([key, value]) => `${key}: ${literal(value)}`).join(', ')} },`;

const render = ({ countries, currencies }: ReturnType<typeof generate>) => `// GENERATED by scripts/generate-geo-data.ts from world-countries 5.1.0 (ODbL 1.0): do not edit by hand.
// Currency prices are units per 1 EUR, approximate market rates of mid-2025 from the generator's static
// table; they only seed an empty database and administrators edit them (PUT /api/currencies/:id).
import type { Insertable } from 'kysely';
import type { CountriesTable, CurrenciesTable } from './table.js';

export type SeedCurrency = Omit<Insertable<CurrenciesTable>, 'updated_at'>;
export type SeedCountry = Omit<Insertable<CountriesTable>, 'updated_at' | 'market_factor'>;

export const SEED_CURRENCIES: readonly SeedCurrency[] = [
${currencies.map(line).join('\n')}
];

export const SEED_COUNTRIES: readonly SeedCountry[] = [
${countries.map(line).join('\n')}
];
`;

const sourcePath = process.argv[2];
if (!sourcePath) throw new Error('Usage: npx tsx scripts/generate-geo-data.ts <path to world-countries/countries.json>');
const data = generate(JSON.parse(readFileSync(sourcePath, 'utf8')) as SourceCountry[]);
writeFileSync(TARGET, render(data));
console.log(`Wrote ${data.countries.length} countries and ${data.currencies.length} currencies to ${TARGET}`);
