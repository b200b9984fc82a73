// Currency rules of spec section 9, pure (no database, no Fastify). The constants live once, in
// events/constants.ts: the base currency (every price is a rate against it) and the preferred order.
import { BASE_CURRENCY, PREFERRED_CURRENCIES } from '../../events/constants.js';

export { BASE_CURRENCY, PREFERRED_CURRENCIES };

/** Position in the preferred order; every other currency shares the last place. */
export const preferredRank = (code: string): number => {
  const rank = (PREFERRED_CURRENCIES as readonly string[]).indexOf(code);
  return rank === -1 ? PREFERRED_CURRENCIES.length : rank;
};

export const comparePreferred = (a: { code: string }, b: { code: string }): number =>
  preferredRank(a.code) - preferredRank(b.code) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/**
 * The countries (alpha-2) whose currency a locale means, best first: its own region ('es-ES' → ES),
 * then the region where its language is most used ('pt' → BR, CLDR likely subtags). Empty when the
 * locale is not valid BCP 47; callers then fall back to the base currency.
 */
export const regionsForLocale = (locale: string): string[] => {
  let parsed: Intl.Locale;
  try {
    parsed = new Intl.Locale(locale.trim().replaceAll('_', '-'));
  } catch {
    return [];
  }
  const languageOnly = new Intl.Locale([parsed.language, parsed.script].filter(Boolean).join('-')).maximize();
  const regions = [parsed.region, languageOnly.region].filter((region): region is string => !!region && /^[A-Z]{2}$/.test(region));
  return [...new Set(regions)];
};
