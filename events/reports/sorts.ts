import { GEARBOX_FAMILIES } from '../constants.js';

// The columns each report's table sorts by, named as the screen names its columns (admin/src/reports/
// definitions): the report routes take exactly these as `sort` (api/routes/reports/pages.ts), and the
// screen offers a sort on exactly these. `account` is the account's name.

/** A report comparing two periods sorts by each figure, its previous value and its variation. */
const periodColumns = <N extends string>(names: readonly N[]) => names.flatMap((n) => [n, `previous_${n}`, `variation_${n}`] as const);

export const REPORT_SORTS = {
  credit: ['account', ...periodColumns(['received', 'used', 'remaining'] as const)],
  revenue: ['account', 'credits', 'revenue', 'average', 'orders'],
  softwareOrders: ['account', ...periodColumns(['price', 'orders', 'support'] as const)],
  pending: ['account', 'credits_received', 'movements', 'price', 'orders', 'balance'],
  tune: ['account', ...GEARBOX_FAMILIES, 'previous_selected'],
  predicted: ['account', 'balance', 'spent', 'days_left'],
} as const;

export type ReportSortSet = keyof typeof REPORT_SORTS;
