import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';

interface NamedCountry {
  id: string | number;
  name: string;
}

const displayNames = new Map<string, Intl.DisplayNames>();

/** The country's name in the UI language (from its ISO alpha-2 id), else the stored English name. */
export const countryName = (locale: string, country: NamedCountry): string => {
  try {
    if (!displayNames.has(locale)) displayNames.set(locale, new Intl.DisplayNames([locale], { type: 'region' }));
    const localized = displayNames.get(locale)?.of(String(country.id).toUpperCase());
    return localized && localized !== String(country.id).toUpperCase() ? localized : country.name;
  } catch {
    return country.name;
  }
};

export const useCountryName = () => {
  const [locale] = useLocaleState();
  return useCallback((country: NamedCountry) => countryName(locale, country), [locale]);
};
