import {
  SUPPORT_CLOSED_DATE_WARNING_DAYS, SUPPORT_CLOSES_AT_HOUR, SUPPORT_OPENS_AT_HOUR, SUPPORT_TIME_ZONE,
} from '../constants.js';

// Support open/closed (spec section 4): closed at weekends and on listed closed dates; otherwise
// open 08:00-18:00 Amsterdam time. The wall clock comes from the IANA time-zone database through
// Intl, so both daylight-saving changes need no code of ours. Dates are Amsterdam civil dates
// written YYYY-MM-DD.

export type SupportState = {
  open: boolean;
  /** When the state next flips: today's closing, or the next working day's opening. */
  changesAt: Date;
  /** The first listed closed date from today on (Amsterdam), or null. */
  nextClosedDate: string | null;
  /** The next closed date is at most 7 days away: the bar shows it in red. */
  warn: boolean;
};

const DAY_MS = 86_400_000;
/** A year of closed days in a row is a mistake, not a holiday: the search stops there. */
const MAX_DAYS_AHEAD = 400;

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SUPPORT_TIME_ZONE, hourCycle: 'h23',
  year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
});

/** The Amsterdam wall clock at an instant. */
const amsterdam = (at: Date) => {
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(wallClock.formatToParts(at).find((p) => p.type === type)?.value);
  const [year, month, day, hour, minute, second] = (['year', 'month', 'day', 'hour', 'minute', 'second'] as const).map(part);
  return { date: civil(Date.UTC(year, month - 1, day)), seconds: hour * 3600 + minute * 60 + second };
};

/** YYYY-MM-DD of a UTC midnight (a civil date carried as a number). */
const civil = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);
const midnightOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const addDays = (date: string, days: number) => civil(midnightOf(date) + days * DAY_MS);
const isWeekend = (date: string) => [0, 6].includes(new Date(midnightOf(date)).getUTCDay());

/** Amsterdam's offset from UTC (ms) at an instant. */
const offsetAt = (at: number) => {
  const { date, seconds } = amsterdam(new Date(at));
  return midnightOf(date) + seconds * 1000 - Math.floor(at / 1000) * 1000;
};

/** The instant of an Amsterdam wall time (hours never in a daylight-saving gap: 08:00 and 18:00). */
export const amsterdamTime = (date: string, hour: number): Date => {
  const wall = midnightOf(date) + hour * 3_600_000;
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess));
};

/** Today's date in Amsterdam (YYYY-MM-DD): closed dates from then on are upcoming. */
export const amsterdamDate = (now: Date) => amsterdam(now).date;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export const isCalendarDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && civil(midnightOf(text)) === text;

/** Non-staff see the support bar (spec section 6: not administrator, support or calibrator). */
export const SUPPORT_BAR_ROLES = ['Distributor', 'Dealer', 'SubDealer'] as const;
export const seesSupportBar = (roles: readonly string[]) =>
  !roles.some((role) => role === 'Admin' || role === 'Support' || role === 'Calibrator');

export const supportState = (now: Date, closedDates: readonly string[]): SupportState => {
  const closed = new Set(closedDates);
  const isWorkingDay = (date: string) => !isWeekend(date) && !closed.has(date);
  const { date: today, seconds } = amsterdam(now);
  const opens = SUPPORT_OPENS_AT_HOUR * 3600;
  const closes = SUPPORT_CLOSES_AT_HOUR * 3600;

  const open = isWorkingDay(today) && seconds >= opens && seconds < closes;
  let changesAt: Date;
  if (open) changesAt = amsterdamTime(today, SUPPORT_CLOSES_AT_HOUR);
  else if (isWorkingDay(today) && seconds < opens) changesAt = amsterdamTime(today, SUPPORT_OPENS_AT_HOUR);
  else {
    // After closing, at a weekend or on a closed date: the next working day's opening (Friday evening skips to Monday).
    let day = addDays(today, 1);
    for (let i = 1; i < MAX_DAYS_AHEAD && !isWorkingDay(day); i++) day = addDays(day, 1);
    changesAt = amsterdamTime(day, SUPPORT_OPENS_AT_HOUR);
  }

  const nextClosedDate = [...closed].filter((date) => date >= today).sort()[0] ?? null;
  const warn = nextClosedDate !== null && (midnightOf(nextClosedDate) - midnightOf(today)) / DAY_MS <= SUPPORT_CLOSED_DATE_WARNING_DAYS;
  return { open, changesAt, nextClosedDate, warn };
};
