import { describe, expect, it } from 'vitest';
import { amsterdamTime, supportState } from './hours.js';

// Instants are written in UTC: Amsterdam is UTC+1 in winter (CET) and UTC+2 in summer (CEST).
const at = (iso: string) => new Date(iso);

describe('supportState', () => {
  it('is open on a working day between 08:00 and 18:00 Amsterdam time, until 18:00', () => {
    // Tuesday 24 November 2026, 10:00 CET.
    expect(supportState(at('2026-11-24T09:00:00Z'), [])).toEqual({
      open: true, changesAt: at('2026-11-24T17:00:00Z'), nextClosedDate: null, warn: false,
    });
  });

  it('opens at 08:00 sharp and closes at 18:00 sharp', () => {
    expect(supportState(at('2026-11-24T07:00:00Z'), []).open).toBe(true);
    expect(supportState(at('2026-11-24T06:59:59Z'), [])).toMatchObject({ open: false, changesAt: at('2026-11-24T07:00:00Z') });
    expect(supportState(at('2026-11-24T17:00:00Z'), [])).toMatchObject({ open: false, changesAt: at('2026-11-25T07:00:00Z') });
  });

  it('after 18:00 on a weekday it opens the next morning', () => {
    expect(supportState(at('2026-11-24T20:30:00Z'), [])).toMatchObject({ open: false, changesAt: at('2026-11-25T07:00:00Z') });
  });

  it('Friday evening skips the weekend to Monday 08:00', () => {
    // Friday 27 November 2026, 18:30 CET.
    expect(supportState(at('2026-11-27T17:30:00Z'), [])).toMatchObject({ open: false, changesAt: at('2026-11-30T07:00:00Z') });
  });

  it('is closed all weekend, even in office hours', () => {
    expect(supportState(at('2026-11-28T10:00:00Z'), [])).toMatchObject({ open: false, changesAt: at('2026-11-30T07:00:00Z') });
    expect(supportState(at('2026-11-29T22:59:00Z'), [])).toMatchObject({ open: false, changesAt: at('2026-11-30T07:00:00Z') });
  });

  it('is closed on a listed closed date and skips it', () => {
    // Christmas Friday and the Monday after: Thursday evening opens again on Tuesday.
    const closed = ['2026-12-25', '2026-12-28'];
    expect(supportState(at('2026-12-25T10:00:00Z'), closed)).toMatchObject({ open: false, changesAt: at('2026-12-29T07:00:00Z') });
    expect(supportState(at('2026-12-24T18:00:00Z'), closed)).toMatchObject({ open: false, changesAt: at('2026-12-29T07:00:00Z') });
    // A closed date before opening time skips the morning too.
    expect(supportState(at('2026-12-28T06:00:00Z'), closed)).toMatchObject({ open: false, changesAt: at('2026-12-29T07:00:00Z') });
  });

  it('shows the next closed date, in red from 7 days before it', () => {
    const closed = ['2026-11-01', '2026-12-25', '2027-01-01'];
    expect(supportState(at('2026-12-17T09:00:00Z'), closed)).toMatchObject({ nextClosedDate: '2026-12-25', warn: false });
    expect(supportState(at('2026-12-18T09:00:00Z'), closed)).toMatchObject({ nextClosedDate: '2026-12-25', warn: true });
    expect(supportState(at('2026-12-25T09:00:00Z'), closed)).toMatchObject({ nextClosedDate: '2026-12-25', warn: true });
    expect(supportState(at('2026-12-26T09:00:00Z'), closed)).toMatchObject({ nextClosedDate: '2027-01-01', warn: true });
    expect(supportState(at('2027-01-02T09:00:00Z'), closed)).toMatchObject({ nextClosedDate: null, warn: false });
  });

  it('counts the closed-date warning in Amsterdam days (23:30 UTC is already the next day there)', () => {
    // Thursday 17 December 23:30 UTC is Friday 18 December 00:30 in Amsterdam: 7 days before Christmas.
    expect(supportState(at('2026-12-17T23:30:00Z'), ['2026-12-25'])).toMatchObject({ warn: true });
  });

  describe('daylight saving in Amsterdam (time-zone database, not our code)', () => {
    it('spring forward (last Sunday of March): Friday closes at 18:00 CET, Monday opens at 08:00 CEST', () => {
      // Friday 27 March 2026 is CET (UTC+1): 17:59 local is 16:59Z.
      expect(supportState(at('2026-03-27T16:59:00Z'), [])).toMatchObject({ open: true, changesAt: at('2026-03-27T17:00:00Z') });
      // After closing, the opening is Monday 30 March 08:00 CEST = 06:00Z (the clocks went forward on Sunday 29).
      expect(supportState(at('2026-03-27T17:00:00Z'), [])).toMatchObject({ open: false, changesAt: at('2026-03-30T06:00:00Z') });
      // During the skipped hour (02:00-03:00 local, Sunday) support is closed and opens Monday.
      expect(supportState(at('2026-03-29T01:30:00Z'), [])).toMatchObject({ open: false, changesAt: at('2026-03-30T06:00:00Z') });
      expect(supportState(at('2026-03-30T06:00:00Z'), [])).toMatchObject({ open: true, changesAt: at('2026-03-30T16:00:00Z') });
      expect(supportState(at('2026-03-30T05:59:00Z'), []).open).toBe(false);
    });

    it('fall back (last Sunday of October): Friday closes at 18:00 CEST, Monday opens at 08:00 CET', () => {
      // Friday 23 October 2026 is CEST (UTC+2).
      expect(supportState(at('2026-10-23T15:59:00Z'), [])).toMatchObject({ open: true, changesAt: at('2026-10-23T16:00:00Z') });
      expect(supportState(at('2026-10-23T16:00:00Z'), [])).toMatchObject({ open: false, changesAt: at('2026-10-26T07:00:00Z') });
      // The repeated hour (02:00-03:00 local, Sunday 25) both times.
      expect(supportState(at('2026-10-25T00:30:00Z'), [])).toMatchObject({ open: false, changesAt: at('2026-10-26T07:00:00Z') });
      expect(supportState(at('2026-10-25T01:30:00Z'), [])).toMatchObject({ open: false, changesAt: at('2026-10-26T07:00:00Z') });
      expect(supportState(at('2026-10-26T06:59:00Z'), []).open).toBe(false);
      expect(supportState(at('2026-10-26T07:00:00Z'), [])).toMatchObject({ open: true, changesAt: at('2026-10-26T17:00:00Z') });
    });

    it('a working day that is a closed date around the change still skips correctly', () => {
      // Monday 30 March 2026 closed: Friday evening opens again on Tuesday 31 March 08:00 CEST.
      expect(supportState(at('2026-03-27T18:00:00Z'), ['2026-03-30'])).toMatchObject({ changesAt: at('2026-03-31T06:00:00Z') });
    });
  });

  it('amsterdamTime gives the instant of an Amsterdam wall time in both seasons', () => {
    expect(amsterdamTime('2026-01-15', 8)).toEqual(at('2026-01-15T07:00:00Z'));
    expect(amsterdamTime('2026-07-15', 18)).toEqual(at('2026-07-15T16:00:00Z'));
  });
});
