import { HttpError, problem } from './errors.js';

export const FIELD_NOT_DATE = problem('FIELD_NOT_DATE', 'Field must be a date such as 2026-11-21');
const DATE_RANGE_REVERSED = problem('DATE_RANGE_REVERSED', 'The start date must not be after the end date');

// The start/end date filter of the catalogue screens (spec section 2): whole days, both inclusive.

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export type DateRange = { start?: Date; end?: Date };

const parseDay = (field: string, value: unknown): Date | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  const text = String(value).slice(0, 10);
  const day = new Date(`${text}T00:00:00.000Z`);
  if (!DAY.test(text) || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text) {
    throw new HttpError(400, FIELD_NOT_DATE, { field });
  }
  return day;
};

/** `start` from the first moment of its day, `end` up to (not including) the next day; start after end is refused. */
export const parseDateRange = (start: unknown, end: unknown): DateRange => {
  const from = parseDay('start', start);
  const to = parseDay('end', end);
  if (from && to && from > to) throw new HttpError(400, DATE_RANGE_REVERSED);
  return { start: from, end: to ? new Date(to.getTime() + DAY_MS) : undefined };
};
