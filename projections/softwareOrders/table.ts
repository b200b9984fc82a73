import type { ColumnType, Selectable } from 'kysely';
import type { OrderFile } from '../../events/softwareOrders/events.js';

type Int8 = ColumnType<number, number | string, number | string>;
type Json<T> = ColumnType<T, string, string>;

/** Read model of software orders, folded from the `software-order-<id>` streams. */
export interface SoftwareOrdersTable {
  id: string;
  /** The id of the public links (certificate, overview). */
  public_id: string;
  /** Human order number, given when the order becomes real (paid, or on request) in the global event order. */
  number: ColumnType<number | null, number | string | null, number | string | null>;
  dealer_id: string;
  dealer_chain: string[];
  dealer_name: string;
  placed_by: string;
  type: string;
  stage: string;
  status: string;
  payment: string;
  vin: string | null;
  vehicle_id: string;
  make: string;
  model: string;
  generation: string;
  engine: string;
  gearbox: string | null;
  urgency: string;
  coupon_code: string | null;
  /** The quote's total in cents (999900 on request). */
  total: Int8;
  on_request: boolean;
  /** The Admin's price of an on-request order, cents. */
  price: ColumnType<number | null, number | string | null, number | string | null>;
  charged: ColumnType<number, number | string | undefined, number | string>;
  /** Given back to the dealer (a cancelled or rejected order), cents. */
  refunded: ColumnType<number, number | string | undefined, number | string>;
  refusal: string | null;
  files: Json<OrderFile[]>;
  created_at: Date;
  updated_at: Date;
}

export type SoftwareOrderRow = Selectable<SoftwareOrdersTable>;

/** The original reads of the orders with their file details: the stock that files/find-files searches. */
export interface SoftwareOrderFilesTable {
  order_id: string;
  unit: string;
  sha256: string;
  upload_id: string;
  size: Int8;
  name: string;
  hardware_number: string | null;
  software_version: string | null;
  tool: string | null;
  created_at: Date;
}

/** How many numbered orders an account sees per status and type (the nil uuid: everyone's, for staff). */
export interface SoftwareOrderCountsTable {
  account_id: string;
  status: string;
  type: string;
  n: Int8;
}
