import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import { en } from './en';
import { raEnglish } from './ra-en';

/** Every English text, as i18next reads it: loaded when English is shown (and as the fallback of Spanish). */
export default convertRaTranslationsToI18next({ ...raEnglish, ...en });
