import type { ApiAnswer, ApiBody } from '../providers/apiTypes';

/** A text an Admin wrote, in English and (optionally) Spanish. */
export type Localized = { en: string | null; es: string | null };
export type DownloadSection = ApiAnswer<'/api/general-files/index'>[number];
export type GeneralFile = DownloadSection['files'][number];
export type SectionInput = ApiBody<'/api/general-files/create-section'>;

/** The reader's language, English when the Admin wrote no Spanish (api/CONTRACT.md "Downloads, feedback and contact"). */
export const inLocale = (text: Localized, locale: string): string => (locale.startsWith('es') && text.es ? text.es : text.en ?? '');
