import { describe, expect, it } from 'vitest';
import { crmFigures, feedbackAverage, nextAppointment, targetColour, targetStatus } from './figures.js';

// Every derived figure of a Sales CRM user (spec sections 3 and 4), with numbers worked by hand.
// Credits are hundredths: 1 000 credits = 100_000.

const now = new Date('2026-11-27T10:00:00.000Z');

describe('target_status: percent bought of target, 2 decimals', () => {
  it('1 100 of 1 000 credits is 110 %, 900 of 1 000 is 90 %', () => {
    expect(targetStatus(110_000, 100_000)).toBe(110);
    expect(targetStatus(90_000, 100_000)).toBe(90);
  });
  it('rounds half up to 2 decimals: 1 of 3 credits = 33.333… → 33.33; 2 of 3 = 66.666… → 66.67; 1 of 8 = 12.5', () => {
    expect(targetStatus(100, 300)).toBe(33.33);
    expect(targetStatus(200, 300)).toBe(66.67);
    expect(targetStatus(100, 800)).toBe(12.5);
    // 1 of 16 credits = 6.25 exactly; 1 of 1 600 = 0.0625 → 0.06; 1 of 800 = 0.125 → 0.13 (half up)
    expect(targetStatus(100, 160_000)).toBe(0.06);
    expect(targetStatus(100, 80_000)).toBe(0.13);
  });
  it('nothing bought is 0 %; no target and a target of 0 have no status', () => {
    expect(targetStatus(0, 100_000)).toBe(0);
    expect(targetStatus(50_000, null)).toBeNull();
    expect(targetStatus(50_000, 0)).toBeNull();
  });
});

describe('target colour: green at 110 % or more, red at 90 % or less, otherwise neutral', () => {
  it('takes both band ends', () => {
    expect([110, 110.01, 250].map(targetColour)).toEqual(['green', 'green', 'green']);
    expect([90, 89.99, 0].map(targetColour)).toEqual(['red', 'red', 'red']);
    expect([90.01, 100, 109.99].map(targetColour)).toEqual(['neutral', 'neutral', 'neutral']);
    expect(targetColour(null)).toBe('neutral');
  });
});

describe('feedback', () => {
  it('averages to 2 decimals: 5, 4, 4 → 13 / 3 = 4.333… → 4.33; 5, 4 → 4.5; 1, 2, 2 → 1.67', () => {
    expect(feedbackAverage([5, 4, 4])).toBe(4.33);
    expect(feedbackAverage([5, 4])).toBe(4.5);
    expect(feedbackAverage([1, 2, 2])).toBe(1.67);
  });
  it('no ratings: no average', () => expect(feedbackAverage([])).toBeNull());
});

describe('last_appointment: the next upcoming meeting', () => {
  const meetings = [
    { dateMeet: '2026-11-20T09:00:00.000Z' }, // past
    { dateMeet: '2026-12-05T09:00:00.000Z' },
    { dateMeet: '2026-11-28T15:30:00.000Z' }, // the next one
  ];
  it('is the earliest at or after now, whatever the order they were added in', () => {
    expect(nextAppointment(meetings, now)).toBe('2026-11-28T15:30:00.000Z');
    expect(nextAppointment([{ dateMeet: now.toISOString() }], now)).toBe(now.toISOString());
  });
  it('no upcoming meeting (only past ones, or none): null', () => {
    expect(nextAppointment([meetings[0]], now)).toBeNull();
    expect(nextAppointment([], now)).toBeNull();
  });
});

describe('crmFigures', () => {
  it('a user with a target, purchases, meetings and ratings', () => {
    // 1 150 of 1 000 credits = 115 % → green; ratings 5, 5, 3, 1 → 14 / 4 = 3.5.
    expect(crmFigures({
      creditsToBuy: 100_000, bought: 115_000, califications: [5, 5, 3, 1],
      appointments: [{ dateMeet: '2026-11-26T09:00:00.000Z' }, { dateMeet: '2026-11-30T09:00:00.000Z' }],
    }, now)).toEqual({
      feedback_average: 3.5, feedback_count: { 1: 1, 2: 0, 3: 1, 4: 0, 5: 2 }, feedback_total: 4,
      last_appointment: '2026-11-30T09:00:00.000Z', target_status: 115, target_colour: 'green',
    });
  });
  it('a user with nothing recorded: no ratings, no upcoming meeting, no target', () => {
    expect(crmFigures({ creditsToBuy: null, bought: 0, califications: [], appointments: [] }, now)).toEqual({
      feedback_average: null, feedback_count: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, feedback_total: 0,
      last_appointment: null, target_status: null, target_colour: 'neutral',
    });
  });
  it('a target of 0 with purchases: no status, neutral; 450 of 500 credits = 90 % → red', () => {
    expect(crmFigures({ creditsToBuy: 0, bought: 20_000, califications: [4], appointments: [] }, now)).toMatchObject({ target_status: null, target_colour: 'neutral', feedback_average: 4 });
    expect(crmFigures({ creditsToBuy: 50_000, bought: 45_000, califications: [], appointments: [] }, now)).toMatchObject({ target_status: 90, target_colour: 'red' });
  });
});
