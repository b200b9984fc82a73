import type { ColumnType, Selectable } from 'kysely';
import type { Int8, Json } from '../../database/column-types.js';
import type { OrderFile } from '../../events/softwareOrders/events.js';

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
  /** Issue 10: the calibrators' half. */
  calibrator_id: string | null;
  calibrator_name: string | null;
  paid_at: Date | null;
  /** When the urgency says it must be delivered (from the charge). */
  due_at: Date | null;
  versions: ColumnType<number, number | undefined, number>;
  delivered_at: Date | null;
  rejection_reason: string | null;
  rounds: ColumnType<number, number | undefined, number>;
  warranty_status: string | null;
  warranty_reason: string | null;
  warranty_refunded: ColumnType<number, number | string | undefined, number | string>;
  /** Net price difference moved after the sale (charged positive, refunded negative), cents. */
  difference: ColumnType<number, number | string | undefined, number | string>;
  /** Profit the distributor holds of this order, cents. */
  profit: ColumnType<number, number | string | undefined, number | string>;
  distributor_id: string | null;
}

export interface SoftwareOrderVersionsTable {
  order_id: string;
  version: number;
  unit: string;
  sha256: string;
  size: Int8;
  name: string;
  note: string | null;
  calibrator_id: string;
  created_at: Date;
}

export interface SoftwareOrderReadsTable {
  order_id: string;
  round: number;
  unit: string;
  sha256: string;
  size: Int8;
  name: string;
  note: string | null;
  created_at: Date;
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
