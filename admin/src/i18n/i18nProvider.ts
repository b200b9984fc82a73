import { useMemo } from 'react';
import { createInstance } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { useI18nextProvider } from 'ra-i18n-i18next';
import { LANGUAGES, type Language } from '../constants';
import { storage } from '../providers/storage';
import { loadChunk } from '../shared/loadChunk';
import { withNamesInSentences } from './namesInSentences';

/** The stored choice, else the browser language: es* is Spanish, anything else English. */
export const initialLanguage = (): Language =>
  storage.getLanguage() ?? (typeof navigator !== 'undefined' && navigator.language.toLowerCase().startsWith('es') ? 'es' : 'en');

export const isLanguage = (value: string): value is Language => LANGUAGES.some((language) => language === value);

/**
 * The texts of a language are a chunk of their own, loaded when the language is shown (the app
 * renders once they are in): neither language weighs on the first download (issue 15's 450 kB),
 * and a Spanish reader never downloads the English texts but as the fallback.
 */
const textsOf = (language: string) => loadChunk(() => (language === 'es' ? import('./spanish') : import('./english'))).then((module) => module.default);

const availableLocales = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
];

const startLanguage = initialLanguage();
// Local storage holds the language from the first visit on (spec section 9).
storage.saveLanguage(startLanguage);

const options = {
  lng: startLanguage,
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  // Server texts may contain ':' and are looked up as keys with a default value.
  nsSeparator: false as const,
  interpolation: { escapeValue: false },
};

/** The one i18next instance: react-admin translates through it, and so do server errors (shared/errors.ts). */
export const i18next = createInstance().use(resourcesToBackend((language: string) => textsOf(language)));

/** react-admin i18nProvider over i18next; null until i18next has initialised. */
export const usePortalI18nProvider = () => {
  const provider = useI18nextProvider({ i18nextInstance: i18next, options, availableLocales });
  return useMemo(() => (provider ? withNamesInSentences(provider) : provider), [provider]);
};
