import type { ColumnType, Selectable } from 'kysely';
import type { PriceRow } from '../../events/creditOrders/pricing.js';

/** The owner of the base table (Admin); other tables are owned by the seller whose children buy from them. */
export const BASE_PRICE_TABLE = 'base';

/** Credit price tables (spec section 3): a plain table, every change written to audit_log. */
export interface CreditPriceTablesTable {
  /** 'base' or the selling user's id. */
  owner: string;
  /** Rows of { credits (hundredths), price (EUR cents) }, ascending. */
  rows: ColumnType<PriceRow[], string, string>;
  updated_by: string | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export type CreditPriceTableRow = Selectable<CreditPriceTablesTable>;
