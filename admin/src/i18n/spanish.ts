import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import { es } from './es';
import { raSpanish } from './ra-es';

// The Spanish texts as i18next reads them: a chunk of their own, loaded only by a reader who chose
// Spanish (i18nProvider.ts), so an English sign-in does not download them (issue 15's bundle budget).
export const spanishTranslations = convertRaTranslationsToI18next({ ...raSpanish, ...es });
