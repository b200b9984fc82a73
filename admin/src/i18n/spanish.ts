import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import { es } from './es';
import { raSpanish } from './ra-es';

/** Every Spanish text, as i18next reads it: loaded only when Spanish is chosen. */
export default convertRaTranslationsToI18next({ ...raSpanish, ...es });
