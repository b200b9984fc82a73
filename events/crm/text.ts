// Every text an Admin writes in the CRM can be given in English and Spanish (issue 14): English is
// required, Spanish optional; a reader in Spanish gets the English text where no Spanish was given.

export type LocalizedText = { en: string; es: string | null };

/** Trimmed; an empty Spanish text is no Spanish text. Null when the English text is empty. */
export const cleanText = (text: LocalizedText): LocalizedText | null => {
  const en = text.en.trim();
  if (!en) return null;
  return { en, es: text.es?.trim() || null };
};

/** The text in `lang`, falling back to English. */
export const textIn = (text: LocalizedText, lang: 'en' | 'es'): string => (lang === 'es' && text.es ? text.es : text.en);

/** Counted in characters (code points), both languages. */
export const textLength = (text: LocalizedText): number => Math.max([...text.en].length, [...(text.es ?? '')].length);
