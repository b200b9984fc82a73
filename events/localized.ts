import { problem } from './problem.js';

// Issue 14: every text an Admin writes (news, FAQ, content pages) may be given in English and in
// Spanish; a reader sees their language and, when that one is empty, the other. Pure, so the API,
// the projections and the admin all read it the same way.

export const TEXT_LANGUAGES = ['en', 'es'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];
export type Localized = Readonly<Record<TextLanguage, string>>;

/** Longest title, FAQ group or question an Admin may write, per language. */
export const TITLE_MAX_LENGTH = 200;
/** Longest body or answer, per language: far above a real news item, far below a runaway paste. */
export const BODY_MAX_LENGTH = 20_000;

/** A text that neither language gives where one is needed. */
export const TEXT_REQUIRED = problem('TEXT_REQUIRED', 'Write it in English or Spanish (or both)');

export const EMPTY_TEXT: Localized = { en: '', es: '' };

/** Both languages trimmed: a stray space is no text. */
export const trimmedText = (text: Localized): Localized => ({ en: text.en.trim(), es: text.es.trim() });

export const isBlankText = (text: Localized): boolean => !text.en.trim() && !text.es.trim();

export const sameText = (a: Localized, b: Localized): boolean => a.en === b.en && a.es === b.es;

/** The text in `language`, or in the other language when that one is empty. */
export const textIn = (text: Localized, language: TextLanguage): string => {
  const other: TextLanguage = language === 'en' ? 'es' : 'en';
  return text[language].trim() ? text[language] : text[other];
};

/** What an edit gives of a text: a language left out keeps its value. */
export type TextChanges = Partial<Record<TextLanguage, string>>;

/** `before` with the languages `changes` gives. */
export const changedText = (before: Localized, changes: TextChanges | undefined): Localized => ({
  en: changes?.en ?? before.en,
  es: changes?.es ?? before.es,
});
