import type { ColumnType, Selectable } from 'kysely';
import type { OrderFile } from '../../events/softwareOrders/events.js';

type Int8 = ColumnType<number, number | string, number | string>;
type Json<T> = ColumnType<T, string, string>;

/** What the stock projection keeps of an order (from its own events) to pair a delivery with its originals. */
export interface StockTuneOrdersTable {
  order_id: string;
  type: string;
  stage: string;
  on_request: boolean;
  dealer_id: string;
  dealer_name: string;
  vehicle_id: string;
  make: string;
  model: string;
  engine: string;
  /** The current round (1, then each corrected read). */
  round: number;
  /** The original reads of the current round, with their details. */
  reads: Json<OrderFile[]>;
}

/** The stock file database: one delivered tuned file with the original read it was made from. */
export interface StockTunesTable {
  order_id: string;
  version: number;
  unit: string;
  round: number;
  original_sha256: string;
  original_size: Int8;
  original_name: string;
  hardware_number: string | null;
  software_version: string | null;
  tool: string | null;
  tuned_sha256: string;
  tuned_upload_id: string;
  tuned_size: Int8;
  tuned_name: string;
  type: string;
  stage: string;
  dealer_id: string;
  dealer_name: string;
  vehicle_id: string;
  make: string;
  model: string;
  engine: string;
  calibrator_id: string;
  delivered_at: Date;
}

export type StockTuneRow = Selectable<StockTunesTable>;
