// Credits are exact: the ledger counts hundredths of a credit as integers, never floats.

/** Hundredths of a credit. */
export type Cents = number;

export const HOUSE_ACCOUNT = 'house';

const DECIMAL = /^\d{1,12}(\.\d{1,2})?$/;

/** A positive amount with at most 2 decimals, as cents; null when it is not one. */
export const parseAmount = (value: number | string): Cents | null => {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (!DECIMAL.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents > 0 && Number.isSafeInteger(cents) ? cents : null;
};

/** Cents as a number of credits with 2 decimals (exact for display and JSON). */
export const toCredits = (cents: Cents): number => Number((cents / 100).toFixed(2));

export const formatCredits = (cents: Cents): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
