import { ORDER_TYPES, URGENCY_LEVELS, type OrderType, type UrgencyLevel } from '../../../events/constants';

/** A row of GET /api/software-pricing: one urgency level with its surcharge per order type. */
export type SoftwarePriceRow = { id: string; urgency: UrgencyLevel; position: number; prices: Record<OrderType, number> };

/** Translation keys of the spec's urgency levels and order types (their texts have spaces and a "+"). */
export const URGENCY_KEYS = {
  '1 week': 'one_week', '2 days': 'two_days', '1 day': 'one_day', '4 hours': 'four_hours', '2 hours': 'two_hours', '1 hour': 'one_hour',
} as const satisfies Record<UrgencyLevel, string>;
export const ORDER_TYPE_KEYS = { ECU: 'ECU', DSG: 'DSG', 'ECU + DSG': 'ECU_DSG' } as const satisfies Record<OrderType, string>;

/** Form values: cells[urgency key][order type key], form field names without spaces. */
export type MatrixForm = { cells: Record<string, Record<string, number | string | null>> };

export const toForm = (rows: readonly SoftwarePriceRow[]): MatrixForm => ({
  cells: Object.fromEntries(rows.map((row) => [
    URGENCY_KEYS[row.urgency],
    Object.fromEntries(ORDER_TYPES.map((type) => [ORDER_TYPE_KEYS[type], row.prices[type]])),
  ])),
});

/** The body of PUT /api/software-pricing: every urgency level, in the spec's order. */
export const toMatrixBody = (form: MatrixForm) => ({
  rows: URGENCY_LEVELS.filter((urgency) => form.cells[URGENCY_KEYS[urgency]]).map((urgency) => ({
    urgency,
    prices: Object.fromEntries(ORDER_TYPES.map((type) => [type, form.cells[URGENCY_KEYS[urgency]][ORDER_TYPE_KEYS[type]] ?? ''])) as Record<OrderType, number | string>,
  })),
});

/** CSV rows: the urgency and one column per order type. */
export const csvRows = (rows: readonly SoftwarePriceRow[]) =>
  rows.map((row) => ({ urgency: row.urgency, ...row.prices }));
