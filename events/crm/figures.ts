import type { Cents } from '../credit/credits.js';
import { CALIFICATIONS, SALES_TARGET_GREEN_PERCENT, SALES_TARGET_RED_PERCENT, type Calification } from './constants.js';

// The derived figures of a Sales CRM user (spec section 3) and the colour of its target status
// (spec section 4), from what the read model holds. Pure: `now` comes from the caller.
//
// Our readings where the spec is silent:
// - bought: credits bought (confirmed credit orders) from the current target's start on;
// - target_status: bought / credits_to_buy × 100, rounded half up to 2 decimals; no target or a
//   target of 0 has no status (null) and shows neutral;
// - feedback_average: the mean rating, 2 decimals; no ratings: null;
// - last_appointment: the next upcoming meeting (the earliest at or after now); none: null.

export type TargetColour = 'green' | 'red' | 'neutral';

export type CrmFacts = {
  /** Credits to buy of the current target, hundredths of a credit; null: no target. */
  creditsToBuy: Cents | null;
  bought: Cents;
  appointments: readonly { dateMeet: string }[];
  califications: readonly number[];
};

export type CrmFigures = {
  feedback_average: number | null;
  feedback_count: Record<`${Calification}`, number>;
  feedback_total: number;
  last_appointment: string | null;
  target_status: number | null;
  target_colour: TargetColour;
};

/** `part` / `whole` × 100 with 2 decimals, rounded half up (whole numbers in, exact). */
export const percentWithTwoDecimals = (part: number, whole: number): number => {
  const hundredths = (BigInt(part) * 10_000n * 2n + BigInt(whole)) / (BigInt(whole) * 2n);
  return Number(hundredths) / 100;
};

export const targetStatus = (bought: Cents, creditsToBuy: Cents | null): number | null =>
  creditsToBuy === null || creditsToBuy <= 0 ? null : percentWithTwoDecimals(bought, creditsToBuy);

/** Green at 110 % or more, red at 90 % or less, otherwise (and without a status) neutral. */
export const targetColour = (status: number | null): TargetColour => {
  if (status === null) return 'neutral';
  if (status >= SALES_TARGET_GREEN_PERCENT) return 'green';
  if (status <= SALES_TARGET_RED_PERCENT) return 'red';
  return 'neutral';
};

export const feedbackAverage = (califications: readonly number[]): number | null => {
  if (califications.length === 0) return null;
  return percentWithTwoDecimals(califications.reduce((sum, c) => sum + c, 0), califications.length * 100);
};

export const nextAppointment = (appointments: readonly { dateMeet: string }[], now: Date): string | null => {
  const upcoming = appointments.map((a) => a.dateMeet).filter((d) => Date.parse(d) >= now.getTime()).sort((a, b) => Date.parse(a) - Date.parse(b));
  return upcoming[0] ?? null;
};

export const crmFigures = (facts: CrmFacts, now: Date): CrmFigures => {
  const count = Object.fromEntries(CALIFICATIONS.map((c) => [`${c}`, facts.califications.filter((x) => x === c).length])) as CrmFigures['feedback_count'];
  const status = targetStatus(facts.bought, facts.creditsToBuy);
  return {
    feedback_average: feedbackAverage(facts.califications),
    feedback_count: count,
    feedback_total: facts.califications.length,
    last_appointment: nextAppointment(facts.appointments, now),
    target_status: status,
    target_colour: targetColour(status),
  };
};
