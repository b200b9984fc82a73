import { createInstance, type BackendModule } from 'i18next';
import { convertRaTranslationsToI18next, useI18nextProvider } from 'ra-i18n-i18next';
import { LANGUAGES, type Language } from '../constants';
import { storage } from '../providers/storage';
import { loadChunk } from '../shared/loadChunk';
import { en } from './en';
import { raEnglish } from './ra-en';

/** The stored choice, else the browser language: es* is Spanish, anything else English. */
export const initialLanguage = (): Language =>
  storage.getLanguage() ?? (typeof navigator !== 'undefined' && navigator.language.toLowerCase().startsWith('es') ? 'es' : 'en');

export const isLanguage = (value: string): value is Language => LANGUAGES.some((language) => language === value);

// English is in the first download (the fallback of every key); Spanish is a chunk fetched when a
// reader starts in or switches to it (react-admin's changeLocale loads a language before using it).
const resources = {
  en: { translation: convertRaTranslationsToI18next({ ...raEnglish, ...en }) },
};

const spanishChunk: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, done) => {
    if (language !== 'es') return done(null, {});
    loadChunk(() => import('./spanish')).then((chunk) => done(null, chunk.spanishTranslations), (failure: Error) => done(failure, false));
  },
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
  // The languages in `resources` are complete; the others come from the backend.
  partialBundledLanguages: true,
  lng: startLanguage,
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  // Server texts may contain ':' and are looked up as keys with a default value.
  nsSeparator: false as const,
  interpolation: { escapeValue: false },
};

/** The one i18next instance: react-admin translates through it, and so do server errors (shared/errors.ts). */
export const i18next = createInstance().use(spanishChunk);

/** react-admin i18nProvider over i18next; null until i18next has initialised. */
export const usePortalI18nProvider = () => useI18nextProvider({ i18nextInstance: i18next, options, availableLocales });
