// Amounts in EUR as the admin types them (spec section 5: a positive decimal, dot only, no comma),
// kept as numeric(10, 2) keeps them. Used by the price lists; prices above 0, surcharges from 0.

export const AMOUNT_FORMAT = 'Field must be a positive decimal with a dot, such as 349.50';
const AMOUNT_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * '349.5' or 349.5 → '349.50'; null for an empty value; undefined when it is not a decimal with a
 * dot (at most 2 decimals), or is 0 while `allowZero` is off.
 */
export const euroAmount = (value: number | string | null | undefined, options: { allowZero?: boolean } = {}): string | null | undefined => {
  if (value === null || value === undefined || value === '') return null;
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (text === '') return null;
  if (!AMOUNT_PATTERN.test(text)) return undefined;
  const amount = Number(text);
  return amount > 0 || (options.allowZero && amount === 0) ? amount.toFixed(2) : undefined;
};
