// The reports' read models (migration 20261126T181000_reports): daily buckets folded from events.
// Amounts are hundredths (credits or EUR cents); days are UTC dates.

export interface ReportAccountsTable { user_id: string; parent_id: string | null; roles: string[] }
export interface ReportAccountDaysTable {
  account_id: string; day: string; received_cents: number; used_cents: number; credits_in_cents: number; credits_in_count: number;
  software_cents: number; movements: number; balance_cents: number;
  /** The account's next bucket's day ('infinity' for its last): balance_cents holds from `day` until then. */
  until_day: string;
  /** The account's running totals through `day` (a period's sum is the totals at its end minus those before it). */
  cum_received_cents: number; cum_used_cents: number; cum_credits_in_cents: number; cum_credits_in_count: number; cum_software_cents: number;
}
export interface ReportOrdersTable { order_id: string; dealer_id: string; type: string; stage: string; gearbox: string; price_cents: number; paid: boolean }
export interface ReportOrderDaysTable {
  account_id: string; day: string; type: string; stage: string; gearbox: string; status: string; price_cents: number; orders: number; warranties: number;
}
export interface ReportCreditOrdersTable { order_id: string; seller_id: string; price_cents: number }
export interface ReportRevenueDaysTable { account_id: string; day: string; credits_cents: number; price_cents: number; orders: number }
