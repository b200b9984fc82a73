import type { TextLanguage } from './localized.js';

// How every screen, PDF, spreadsheet and mail writes a date: day, month and year as numbers, day
// first, with a 24-hour time ("28/11/2026, 20:24" in English and Spanish alike; spec section 5: a
// date shows DD, MM and YYYY). Pure and built by hand rather than by Intl's locale styles, which
// differ between the browser and the server and gave three formats on one English screen. Intl only
// converts an instant to the wall clock of a time zone (none given: the runtime's own, the
// browser's in the admin).

type Pattern = { dateSeparator: string; timeSeparator: string };

/** One pattern per UI language: both write day/month/year today; a language that differs gets its own row. */
const PATTERNS: Record<TextLanguage, Pattern> = {
  en: { dateSeparator: '/', timeSeparator: ', ' },
  es: { dateSeparator: '/', timeSeparator: ', ' },
};

/** The UI language of a locale tag ('es-AR' → es); an unknown one is written as English. */
export const dateLanguage = (locale: string): TextLanguage => (locale.split('-')[0].toLowerCase() === 'es' ? 'es' : 'en');

type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

const clocks = new Map<string, Intl.DateTimeFormat>();
const clockIn = (timeZone: string | undefined) => {
  const key = timeZone ?? '';
  let clock = clocks.get(key);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
    clocks.set(key, clock);
  }
  return clock;
};

/** The wall clock of `timeZone` (the runtime's own when none is given) at an instant. */
export const wallClock = (at: Date, timeZone?: string): WallClock => {
  const parts = clockIn(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour') % 24, minute: part('minute') };
};

const pad = (n: number) => String(n).padStart(2, '0');
const instant = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);

const day = (clock: Pick<WallClock, 'year' | 'month' | 'day'>, pattern: Pattern) =>
  [pad(clock.day), pad(clock.month), String(clock.year)].join(pattern.dateSeparator);

/** The date of an instant ("28/11/2026"); an unreadable value is answered as it came. */
export const formatDate = (at: Date | string, language: TextLanguage, timeZone?: string): string => {
  const date = instant(at);
  if (Number.isNaN(date.getTime())) return String(at);
  return day(wallClock(date, timeZone), PATTERNS[language]);
};

/** The date and time of an instant ("28/11/2026, 20:24"); an unreadable value is answered as it came. */
export const formatDateTime = (at: Date | string, language: TextLanguage, timeZone?: string): string => {
  const date = instant(at);
  if (Number.isNaN(date.getTime())) return String(at);
  const clock = wallClock(date, timeZone);
  const pattern = PATTERNS[language];
  return `${day(clock, pattern)}${pattern.timeSeparator}${pad(clock.hour)}:${pad(clock.minute)}`;
};

/** The time of day of an instant ("20:24"): for a text that names the day in words. */
export const formatTime = (at: Date | string, timeZone?: string): string => {
  const date = instant(at);
  if (Number.isNaN(date.getTime())) return String(at);
  const clock = wallClock(date, timeZone);
  return `${pad(clock.hour)}:${pad(clock.minute)}`;
};

/** A civil date written YYYY-MM-DD (a closed day, a target's month) in the same way, with no time zone involved. */
export const formatCivilDate = (date: string, language: TextLanguage): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return match ? day({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }, PATTERNS[language]) : date;
};

/**
 * The same formats for spreadsheet cells that stay dates (so a sheet still sorts and adds them):
 * Excel's codes for them, and the wall clock as the naive date a cell holds.
 */
export const SPREADSHEET_DATE_FORMAT = 'dd"/"mm"/"yyyy';
/** Quoted separators: Excel would put the reader's own date separator in place of a bare "/". */
export const SPREADSHEET_DATE_TIME_FORMAT = 'dd"/"mm"/"yyyy", "hh:mm';
export const spreadsheetDate = (at: Date | string, timeZone?: string): Date => {
  const clock = wallClock(instant(at), timeZone);
  return new Date(Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute));
};
