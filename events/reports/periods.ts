// The report periods (spec sections 2, 3 and 9): a time unit (default month) for the current
// period and a compare period (default week) for how far back the previous one lies. Days are UTC
// calendar days, both ends included, so a period is a sum over whole daily buckets.

export const TIME_UNITS = ['day', 'week', 'month', 'year'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];
export const DEFAULT_TIME: TimeUnit = 'month';
export const DEFAULT_COMPARE: TimeUnit = 'week';

export type Periods = { from_current: string; to_current: string; from_previous: string; to_previous: string };

const MS_PER_DAY = 86_400_000;
/** The first day PostgreSQL stores (year 0 and before are refused: REPORT_PERIOD_TOO_EARLY). */
export const FIRST_REPORT_DAY = '0001-01-01';
const toDay = (date: Date) => date.toISOString().slice(0, 10);
const parseDay = (day: string) => new Date(`${day}T00:00:00Z`);
export const addDays = (day: string, days: number) => toDay(new Date(parseDay(day).getTime() + days * MS_PER_DAY));
/** Whole days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) => Math.round((parseDay(to).getTime() - parseDay(from).getTime()) / MS_PER_DAY) + 1;

/** Date.UTC, without its reading of years 0-99 as 1900-1999 (a month back from 0050-03-10 is 0050-02-10, not 1950). */
const utcDate = (year: number, month: number, day: number) => {
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  return date;
};

/** `day` moved back by `count` units; a month back from 31 March is the last day of February. */
export const unitsBack = (day: string, unit: TimeUnit, count = 1): string => {
  if (unit === 'day') return addDays(day, -count);
  if (unit === 'week') return addDays(day, -7 * count);
  const date = parseDay(day);
  const months = unit === 'month' ? count : 12 * count;
  const target = utcDate(date.getUTCFullYear(), date.getUTCMonth() - months, 1);
  const lastDay = utcDate(target.getUTCFullYear(), target.getUTCMonth() + 1, 0).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return toDay(target);
};

export type PeriodInput = { time?: TimeUnit; compare?: TimeUnit; from_current?: string; to_current?: string; from_previous?: string; to_previous?: string };

/**
 * Fills what the caller left out: the current period ends today and spans one `time` unit (a
 * month: 1 April → 30 April for to 30 April); the previous period is the current one moved back by
 * one `compare` unit. Dates the caller gives win.
 */
export const resolvePeriods = (input: PeriodInput, today: Date): Periods => {
  const time = input.time ?? DEFAULT_TIME;
  const compare = input.compare ?? DEFAULT_COMPARE;
  const to_current = input.to_current ?? toDay(today);
  const from_current = input.from_current ?? addDays(unitsBack(to_current, time), 1);
  const to_previous = input.to_previous ?? unitsBack(to_current, compare);
  const from_previous = input.from_previous ?? unitsBack(from_current, compare);
  return { from_current, to_current, from_previous, to_previous };
};

/** A period whose end comes before its start is refused (REPORT_PERIOD_REVERSED). */
export const reversedPeriod = (p: Periods): 'current' | 'previous' | null =>
  p.from_current > p.to_current ? 'current' : p.from_previous > p.to_previous ? 'previous' : null;

export const utcDay = (at: string) => toDay(new Date(at));
