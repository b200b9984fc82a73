import { GEARBOX_FAMILIES, type GearboxFamily, type OrderType } from '../constants.js';

// The arithmetic of the reports (spec sections 3 and 9), apart from I/O. Credits and EUR arrive
// here as whole cents (hundredths) and leave as numbers with at most 2 decimals.

export const fromCents = (cents: number) => Math.round(cents) / 100;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Revenue report user row: what one buyer paid the house for its credits in the period. */
export type RevenueRow = { user_id: string; username: string; credits: number; price: number; average: number; total_rows: number };
export type RevenueTotal = { movements: number; credits: number; price: number; average: number };

/** A row's average: EUR paid per credit (0 without credits), what a finance user compares between buyers. */
export const pricePerCredit = (priceCents: number, creditCents: number) => (creditCents === 0 ? 0 : round2(priceCents / creditCents));

/** The total of spec section 3: sums of the rows, and the average as the mean of the rows' averages (not price/credits). */
export const revenueTotal = (rows: readonly RevenueRow[]): RevenueTotal => ({
  movements: rows.reduce((sum, row) => sum + row.total_rows, 0),
  credits: round2(rows.reduce((sum, row) => sum + row.credits, 0)),
  price: round2(rows.reduce((sum, row) => sum + row.price, 0)),
  average: rows.length === 0 ? 0 : round2(rows.reduce((sum, row) => sum + row.average, 0) / rows.length),
});

/**
 * Predicted credits: days the balance lasts at the period's spending rate, whole days down
 * (spend 30 over 10 days, balance 100 → 33). No spending: null (never runs out); no balance: 0.
 */
export const daysLeft = (balanceCents: number, spentCents: number, days: number): number | null => {
  if (balanceCents <= 0) return 0;
  if (spentCents <= 0 || days <= 0) return null;
  return Math.floor(balanceCents / (spentCents / days));
};

/** The gearbox family a vehicle's gearbox name belongs to (spec section 9), or null for none of them. */
export const gearboxFamily = (gearbox: string | null): GearboxFamily | null => {
  if (!gearbox) return null;
  const name = gearbox.toUpperCase();
  // Longest first: DQ381 must not be read as DQ38x's shorter neighbour, Multitronic before anything shorter.
  const families = [...GEARBOX_FAMILIES].sort((a, b) => b.length - a.length);
  return families.find((family) => name.includes(family.toUpperCase())) ?? null;
};

export const UNIT_CONTROLS = ['ECU', 'TCU'] as const;
export type UnitControl = (typeof UNIT_CONTROLS)[number];

/** The order types a unit filter keeps: an ECU + DSG order tunes both units. */
export const typesOfUnit = (unit: UnitControl): OrderType[] => (unit === 'ECU' ? ['ECU', 'ECU + DSG'] : ['DSG', 'ECU + DSG']);

/** The order types both filters allow (order_type 'all' or absent = every type). */
export const orderTypesFor = (orderType: OrderType | 'all' | undefined, unit: UnitControl | undefined): OrderType[] | null => {
  const byType: OrderType[] | null = orderType && orderType !== 'all' ? [orderType] : null;
  const byUnit = unit ? typesOfUnit(unit) : null;
  if (byType && byUnit) return byType.filter((type) => byUnit.includes(type));
  return byType ?? byUnit;
};
