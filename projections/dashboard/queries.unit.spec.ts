import { describe, expect, it } from 'vitest';
import { monthsAround } from './queries.js';

describe('monthsAround', () => {
  it('gives the calendar month of the instant and the one before, in UTC, the end exclusive', () => {
    expect(monthsAround(new Date('2026-11-26T17:00:00.000Z'))).toEqual({
      current: { from: new Date('2026-11-01T00:00:00.000Z'), to: new Date('2026-12-01T00:00:00.000Z') },
      previous: { from: new Date('2026-10-01T00:00:00.000Z'), to: new Date('2026-11-01T00:00:00.000Z') },
    });
  });

  it('crosses the year in January, and the first instant of a month belongs to it', () => {
    expect(monthsAround(new Date('2027-01-01T00:00:00.000Z'))).toEqual({
      current: { from: new Date('2027-01-01T00:00:00.000Z'), to: new Date('2027-02-01T00:00:00.000Z') },
      previous: { from: new Date('2026-12-01T00:00:00.000Z'), to: new Date('2027-01-01T00:00:00.000Z') },
    });
  });
});
