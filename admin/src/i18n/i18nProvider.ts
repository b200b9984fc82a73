import { createInstance } from 'i18next';
import { convertRaTranslationsToI18next, useI18nextProvider } from 'ra-i18n-i18next';
import { LANGUAGES, type Language } from '../constants';
import { storage } from '../providers/storage';
import { en } from './en';
import { es } from './es';
import { raEnglish } from './ra-en';
import { raSpanish } from './ra-es';

/** The stored choice, else the browser language: es* is Spanish, anything else English. */
export const initialLanguage = (): Language =>
  storage.getLanguage() ?? (typeof navigator !== 'undefined' && navigator.language.toLowerCase().startsWith('es') ? 'es' : 'en');

export const isLanguage = (value: string): value is Language => LANGUAGES.some((language) => language === value);

const resources = {
  en: { translation: convertRaTranslationsToI18next({ ...raEnglish, ...en }) },
  es: { translation: convertRaTranslationsToI18next({ ...raSpanish, ...es }) },
};

const availableLocales = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
];

const startLanguage = initialLanguage();
// Local storage holds the language from the first visit on (spec section 9).
storage.saveLanguage(startLanguage);

const options = {
  resources,
  lng: startLanguage,
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  // Server texts may contain ':' and are looked up as keys with a default value.
  nsSeparator: false as const,
  interpolation: { escapeValue: false },
};

/** The one i18next instance: react-admin translates through it, and so do server errors (shared/errors.ts). */
export const i18next = createInstance();

/** react-admin i18nProvider over i18next; null until i18next has initialised. */
export const usePortalI18nProvider = () => useI18nextProvider({ i18nextInstance: i18next, options, availableLocales });
