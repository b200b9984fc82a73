import { CURRENCY_DECIMALS } from '../constants.js';

// Local prices (spec sections 3 and 9): a base EUR price times the country's marketFactor times the
// currency's rate against EUR, rounded half up to the cent. The factors are decimals (4 and 8
// places), so the product is taken on exact decimal digits rather than floats.

export type Currency = { code: string; price: number; locale: string };
export type Country = { marketFactor: number };

/** A finite non-negative number as an exact decimal: digits and the count of places after the point. */
const toDecimal = (value: number): { digits: bigint; places: number } => {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`expected a non-negative number, got ${value}`);
  // 15 significant digits give back the decimal that was typed (no float noise such as 0.1 + 0.2); an exponent shifts the point.
  const [mantissa, exponent = '0'] = value.toPrecision(15).split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  const places = trimmed.length - Number(exponent);
  const digits = BigInt(whole + trimmed);
  return places >= 0 ? { digits, places } : { digits: digits * 10n ** BigInt(-places), places: 0 };
};

/** The local price in cents of the currency: base × marketFactor × rate, half up. */
export const localPriceCents = (basePrice: number, country: Country, currency: Currency): number => {
  const factors = [basePrice, country.marketFactor, currency.price].map(toDecimal);
  const digits = factors.reduce((product, f) => product * f.digits, 1n);
  const places = factors.reduce((sum, f) => sum + f.places, 0);
  const shift = places - CURRENCY_DECIMALS;
  if (shift <= 0) return Number(digits * 10n ** BigInt(-shift));
  const divisor = 10n ** BigInt(shift);
  return Number((digits * 2n + divisor) / (2n * divisor));
};

/** The local price with 2 decimals. */
export const localPrice = (basePrice: number, country: Country, currency: Currency): number =>
  localPriceCents(basePrice, country, currency) / 10 ** CURRENCY_DECIMALS;

/** An amount in a currency, formatted in the currency's locale: 2 decimals, or 0 with hideDecimals. */
export const formatCurrency = (amount: number, currency: Pick<Currency, 'code' | 'locale'>, hideDecimals = false): string => {
  const decimals = hideDecimals ? 0 : CURRENCY_DECIMALS;
  return new Intl.NumberFormat(currency.locale, { style: 'currency', currency: currency.code, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(amount);
};
