import type { ColumnType, Selectable } from 'kysely';
import type { Int8 } from '../../database/column-types.js';

/** Read model of credit orders (offers and purchases), folded from the `credit-order-<id>` streams. */
export interface CreditOrdersTable {
  id: string;
  /** Human order number, given in the global event order (a rebuild gives the same numbers). */
  number: Int8;
  buyer_id: string;
  /** 'house' or the selling parent's id. */
  seller_id: string;
  credits: Int8;
  price: Int8;
  fee: Int8;
  fee_percent: number;
  total: Int8;
  paid_amount: ColumnType<number, number | string | undefined, number | string>;
  payment_method: string;
  status: string;
  description: string | null;
  payment_reference: string | null;
  /** The ledger has credited the buyer (CreditsBought of this order seen). */
  credited: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Date;
  updated_at: Date;
  confirmed_at: Date | null;
  /** The Sales CRM promotion the table price got (issue 14), as its event recorded it; null: none. */
  promotion: ColumnType<{ promotionId: string; title: string; discountPercent: number; discount: number; listPrice: number } | null, string | null | undefined, string | null>;
}

export type CreditOrderRow = Selectable<CreditOrdersTable>;
