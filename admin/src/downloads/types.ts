/** A text an Admin wrote, in English and (optionally) Spanish. */
export type Localized = { en: string | null; es: string | null };
export type GeneralFile = { id: string; sectionId: string; name: string; size: number; sha256: string; addedAt: string };
export type DownloadSection = { id: string; title: { en: string; es: string | null }; description: Localized; position: number; fileCount: number; files: GeneralFile[] };
export type SectionInput = { title: { en: string; es: string | null }; description: Localized; position: number };

/** The reader's language, English when the Admin wrote no Spanish (api/CONTRACT.md "Downloads, feedback and contact"). */
export const inLocale = (text: Localized, locale: string): string => (locale.startsWith('es') && text.es ? text.es : text.en ?? '');
