import { DEFAULT_URGENCY, URGENCY_LEVELS, type UrgencyLevel } from '../constants.js';

// When an order must be delivered: its urgency counted from the charge (work cannot start
// before). The spec names the urgencies, not the turnaround without one: ours is three days.

const HOUR = 3_600_000;
export const STANDARD_TURNAROUND_HOURS = 72;

const URGENCY_HOURS: Record<UrgencyLevel, number> = { '1 week': 168, '2 days': 48, '1 day': 24, '4 hours': 4, '2 hours': 2, '1 hour': 1 };

export const turnaroundHours = (urgency: string): number =>
  urgency !== DEFAULT_URGENCY && (URGENCY_LEVELS as readonly string[]).includes(urgency) ? URGENCY_HOURS[urgency as UrgencyLevel] : STANDARD_TURNAROUND_HOURS;

export const dueAt = (urgency: string, paidAt: Date): Date => new Date(paidAt.getTime() + turnaroundHours(urgency) * HOUR);
