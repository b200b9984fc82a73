import { problem } from '../problem.js';

// Issue 15: the global search of the admin's top bar. What a typed query means is decided here,
// purely: a number is an order's or a ticket's number (any length: the first order is number 1);
// any other text is matched inside names, titles and vehicles, and from its start in VINs.

/** Results of each kind at most: the dialog shows a handful per kind, the list screens show the rest. */
export const SEARCH_LIMIT_PER_KIND = 5;
/** A query longer than any VIN, email or title a person types is refused rather than searched. */
export const SEARCH_MAX_LENGTH = 100;
/** Text is matched through trigram indexes, which narrow nothing below three characters. */
export const SEARCH_MIN_TEXT_LENGTH = 3;

export const SEARCH_TOO_SHORT = problem(
  'SEARCH_TOO_SHORT',
  'Type at least {min} characters, or an order or ticket number',
  { min: SEARCH_MIN_TEXT_LENGTH },
);

export type SearchTerms = {
  /** An order's or a ticket's number, when the query is one ("1024" or "#1024"). */
  number: number | null;
  /** Text matched inside names, emails, titles and vehicles; null when too short to narrow. */
  text: string | null;
  /** The start of a VIN, upper-cased; null when too short. */
  vinPrefix: string | null;
};

const NUMBER = /^#?(\d{1,15})$/;
const VIN_CHARACTERS = /^[A-Za-z0-9-]+$/;

/** The terms of a query, or null when it says nothing searchable (blank, or short text that is not a number). */
export const searchTerms = (query: string): SearchTerms | null => {
  const q = query.trim().replace(/\s+/g, ' ');
  const digits = NUMBER.exec(q)?.[1];
  const number = digits !== undefined ? Number(digits) : null;
  // "#42" is only a number; "1024" may also be in a title or a VIN.
  const long = (digits ?? q).length >= SEARCH_MIN_TEXT_LENGTH;
  if (number === null && !long) return null;
  return {
    number: number !== null && Number.isSafeInteger(number) ? number : null,
    text: long ? (digits ?? q) : null,
    vinPrefix: long && VIN_CHARACTERS.test(digits ?? q) ? (digits ?? q).toUpperCase() : null,
  };
};
