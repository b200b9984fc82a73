import { Type, type Static } from 'typebox';
import { problem } from '../../../events/problem.js';
import type { ClosedDate } from '../../../tables/supportCalendar/queries.js';
import type { SupportStatus } from './ticker.js';

// API shapes of support hours (spec sections 3, 4 and 7). A closed day is its date (YYYY-MM-DD,
// Amsterdam), which is also its react-admin id.

export const CLOSED_DATE_INVALID = problem('CLOSED_DATE_INVALID', 'The date must be a real calendar date written YYYY-MM-DD');
export const CLOSED_DATE_PAST = problem('CLOSED_DATE_PAST', 'A closed date must be today or later');
export const CLOSED_DATE_EXISTS = problem('CLOSED_DATE_EXISTS', 'Support is already closed on this date');
export const CLOSED_DATE_NOT_FOUND = problem('CLOSED_DATE_NOT_FOUND', 'This date is not a closed date');

const DateText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'Amsterdam date, YYYY-MM-DD', examples: ['2026-12-25'] });

export const ClosedDay = Type.Object({
  id: Type.String({ description: 'The date itself' }),
  date: DateText,
  createdAt: Type.String({ format: 'date-time' }),
});
export type ClosedDay = Static<typeof ClosedDay>;
export const ClosedDayInput = Type.Object({ date: Type.String({ maxLength: 10, description: 'YYYY-MM-DD' }) });
export const ClosedDayId = Type.Object({ id: Type.String({ maxLength: 10 }) });
export const UpcomingClosedDay = Type.Object({ date: DateText });

export const SupportStatusSchema = Type.Object({
  open: Type.Boolean(),
  changesAt: Type.String({ format: 'date-time', description: 'When support next opens (closed) or closes (open)' }),
  nextClosedDate: Type.Union([DateText, Type.Null()], { description: 'The first closed date from today on' }),
  warn: Type.Boolean({ description: 'The next closed date is at most 7 days away: shown in red' }),
  now: Type.String({ format: 'date-time', description: "The server's clock: the countdown is changesAt minus now" }),
});

export const toClosedDay = (row: ClosedDate): ClosedDay => ({ id: row.date, date: row.date, createdAt: row.created_at.toISOString() });
export const toSupportStatus = (s: SupportStatus) => ({
  open: s.open, changesAt: s.changesAt.toISOString(), nextClosedDate: s.nextClosedDate, warn: s.warn, now: s.now.toISOString(),
});
