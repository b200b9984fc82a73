import type { Selectable } from 'kysely';
import type { Int8, Json } from '../../database/column-types.js';
import type { OrderFile } from '../../events/softwareOrders/events.js';

/** The order's dealer and vehicle, as both tables keep them (copied from the order's events). */
interface OrderDealerAndVehicle {
  dealer_id: string;
  dealer_name: string;
  vehicle_id: string;
  make: string;
  model: string;
  engine: string;
}

/** What the stock projection keeps of an order (from its own events) to pair a delivery with its originals. */
export interface StockTuneOrdersTable extends OrderDealerAndVehicle {
  order_id: string;
  type: string;
  stage: string;
  on_request: boolean;
  /** The current round (1, then each corrected read). */
  round: number;
  /** The original reads of the current round, with their details. */
  reads: Json<OrderFile[]>;
}

/** The stock file database: one delivered tuned file with the original read it was made from. */
export interface StockTunesTable extends OrderDealerAndVehicle {
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
  calibrator_id: string;
  delivered_at: Date;
}

export type StockTuneRow = Selectable<StockTunesTable>;
