import { HttpError } from '../../http/errors.js';
import { FIELD_REQUIRED } from '../../http/validation-messages.js';
import { problem } from '../../http/errors.js';

const TOO_MANY_DECIMALS = problem('FIELD_TOO_MANY_DECIMALS', 'Field must have at most {places} decimals');
const NOT_A_LOCALE = problem('FIELD_NOT_LOCALE', 'Field must be a valid locale such as en-US');

// Checks the request schema cannot express; messages name the field like the schema's own ones.

/** The exact decimal text the database stores; a number with more decimals than the column keeps is refused, not rounded. */
export const decimalText = (field: string, value: number, places: number): string => {
  const fixed = value.toFixed(places);
  if (Number(fixed) !== value) throw new HttpError(400, TOO_MANY_DECIMALS, { field, places });
  return fixed;
};

export const requiredText = (field: string, value: string): string => {
  const text = value.trim();
  if (!text) throw new HttpError(400, FIELD_REQUIRED, { field });
  return text;
};

/** A BCP 47 locale in its canonical spelling ('en_us' → 'en-US'). */
export const canonicalLocale = (field: string, value: string): string => {
  try {
    const [locale] = Intl.getCanonicalLocales(value.trim().replaceAll('_', '-'));
    if (locale) return locale;
  } catch {
    // fall through to the message below
  }
  throw new HttpError(400, NOT_A_LOCALE, { field });
};
