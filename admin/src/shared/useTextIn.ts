import { useLocaleState } from 'react-admin';
import { textIn, type TextLanguage } from '../../../events/localized';

/** What an Admin wrote, in the reader's language or, when that one is empty, the other (issue 14). */
export const useTextIn = () => {
  const [locale] = useLocaleState();
  const language: TextLanguage = locale === 'es' ? 'es' : 'en';
  return (en: string | undefined, es: string | undefined) => textIn({ en: en ?? '', es: es ?? '' }, language);
};
