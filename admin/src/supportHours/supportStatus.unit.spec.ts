import { describe, expect, it } from 'vitest';
import { formatChangeTime, formatClosedDate, timeLeft } from './supportStatus';

describe('the support bar countdown', () => {
  it('splits the time left into days, hours and minutes, rounding minutes up', () => {
    expect(timeLeft({ now: '2026-11-27T17:30:00Z', changesAt: '2026-11-30T07:00:00Z' })).toEqual({ days: 2, hours: 13, minutes: 30 });
    expect(timeLeft({ now: '2026-11-24T16:59:30Z', changesAt: '2026-11-24T17:00:00Z' })).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(timeLeft({ now: '2026-11-24T17:01:00Z', changesAt: '2026-11-24T17:00:00Z' })).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('writes a closed date in the reader\'s language, as the date itself', () => {
    expect(formatClosedDate('2026-12-25', 'en')).toBe('Friday, 25/12/2026');
    expect(formatClosedDate('2026-12-25', 'es')).toBe('viernes, 25/12/2026');
  });

  it('writes when support opens or closes as a weekday and a 24-hour time', () => {
    expect(formatChangeTime('2026-12-01T07:00:00Z', 'en')).toMatch(/^Tuesday \d\d:00$/);
  });
});
