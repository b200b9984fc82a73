import { useLocaleState } from 'react-admin';

/**
 * Date filters: the date inputs show YYYY-MM-DD, the API takes ISO instants with `from` inclusive and
 * `to` exclusive. Days are the user's local days, so "to" is the start of the following day.
 */
const pad = (n: number) => String(n).padStart(2, '0');

const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

const startOfDay = (day: string, offsetDays = 0): string | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + offsetDays).toISOString();
};

export const parseFromDay = (value: string): string | null => (value ? startOfDay(value) : null);
export const parseToDay = (value: string): string | null => (value ? startOfDay(value, 1) : null);

export const formatFromDay = (value: unknown): string => {
  if (typeof value !== 'string' || !value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : localDay(date);
};

export const formatToDay = (value: unknown): string => {
  if (typeof value !== 'string' || !value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  date.setDate(date.getDate() - 1);
  return localDay(date);
};

/**
 * The locale numbers are written in: the browser's own locale when it speaks the UI language
 * (en-GB → 1,234.5; es-AR, es-ES...), else the UI language itself. Dates are not: they have one
 * format per language (events/dateFormat.ts, through fields/useDates).
 */
export const formatLocale = (uiLocale: string, browserLocales: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages): string => {
  const language = uiLocale.split('-')[0].toLowerCase();
  return browserLocales.find((tag) => tag.split('-')[0].toLowerCase() === language) ?? uiLocale;
};

/** The number locale of the current UI language. */
export const useFormatLocale = (): string => formatLocale(useLocaleState()[0]);
