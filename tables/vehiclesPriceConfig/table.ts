import type { Generated, Selectable } from 'kysely';
import type { VehicleStage } from '../catalogue/table.js';

// Vehicles price config (spec section 2, "index and importer"): our reading is the ECU stage
// prices of an engine family (a vehicle's engineFamily), applied to its vehicles whenever saved.
// Prices are numeric(10, 2) text in EUR; null leaves that stage of the vehicles alone.

export interface VehiclesPriceConfigsTable {
  id: Generated<string>;
  engine_family: string;
  one: string | null;
  two: string | null;
  two_plus: string | null;
  three: string | null;
  four: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** The column of each ECU stage (spec section 3: One, Two, TwoPlus, Three, Four). */
export const STAGE_COLUMNS = { One: 'one', Two: 'two', TwoPlus: 'two_plus', Three: 'three', Four: 'four' } as const satisfies Record<VehicleStage, string>;

export type StagePrices = Record<VehicleStage, string | null>;
export type VehiclesPriceConfigRow = Selectable<VehiclesPriceConfigsTable>;
