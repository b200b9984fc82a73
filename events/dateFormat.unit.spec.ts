import { describe, expect, it } from 'vitest';
import { dateLanguage, formatCivilDate, formatDate, formatDateTime, formatTime, spreadsheetDate } from './dateFormat.js';

const EVENING = '2026-11-28T19:24:00.000Z'; // 20:24 in Amsterdam (winter, UTC+1)
const SUMMER = '2026-07-03T06:05:00.000Z'; // 08:05 in Amsterdam (summer, UTC+2)

describe('the one way dates are written', () => {
  it('writes day, month and year as numbers, day first, with a 24-hour time, in English and in Spanish', () => {
    expect(formatDateTime(EVENING, 'en', 'Europe/Amsterdam')).toBe('28/11/2026, 20:24');
    expect(formatDateTime(EVENING, 'es', 'Europe/Amsterdam')).toBe('28/11/2026, 20:24');
    expect(formatDate(EVENING, 'en', 'Europe/Amsterdam')).toBe('28/11/2026');
    expect(formatDate(new Date(EVENING), 'es', 'Europe/Amsterdam')).toBe('28/11/2026');
  });

  it('pads single digits and follows the time zone across daylight saving and midnight', () => {
    expect(formatDateTime(SUMMER, 'en', 'Europe/Amsterdam')).toBe('03/07/2026, 08:05');
    expect(formatDateTime(SUMMER, 'en', 'UTC')).toBe('03/07/2026, 06:05');
    expect(formatDate('2026-11-28T23:30:00.000Z', 'en', 'Europe/Amsterdam')).toBe('29/11/2026');
    expect(formatDateTime('2026-11-28T23:30:00.000Z', 'en', 'UTC')).toBe('28/11/2026, 23:30');
    expect(formatDateTime('2026-11-28T00:00:00.000Z', 'en', 'UTC')).toBe('28/11/2026, 00:00');
    expect(formatTime(EVENING, 'Europe/Amsterdam')).toBe('20:24');
  });

  it('writes a civil date without moving it through a time zone, and leaves what is no date as it is', () => {
    expect(formatCivilDate('2026-12-01', 'es')).toBe('01/12/2026');
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
    expect(formatCivilDate('soon', 'en')).toBe('soon');
  });

  it('takes the UI language from a locale tag, English for any other', () => {
    expect(dateLanguage('es-AR')).toBe('es');
    expect(dateLanguage('en-US')).toBe('en');
    expect(dateLanguage('fr')).toBe('en');
  });

  it('gives a spreadsheet the wall clock as the naive date its cell holds', () => {
    expect(spreadsheetDate(EVENING, 'Europe/Amsterdam').toISOString()).toBe('2026-11-28T20:24:00.000Z');
  });
});
