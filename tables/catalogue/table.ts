import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Json } from '../../database/column-types.js';
import { problem } from '../../events/problem.js';
import { ECU_STAGE_FIELDS, ECU_STAGES, type GearboxFamily } from '../../events/constants.js';

// The vehicle catalogue (spec section 3): plain tables, every change also lands in audit_log.
// Prices are exact decimals kept as strings (numeric(10, 2)); null means price on request.

/** The answer for an id that is not in the catalogue (API and sheet imports alike). */
export const VEHICLE_NOT_FOUND = 'Vehicle not found';
/** The answer for a gearbox family without a DSG offer (Admin resource and dealer calls alike). */
export const DSG_OFFER_NOT_FOUND = problem('DSG_OFFER_NOT_FOUND', 'DSG offer not found');

/** ECU stages as a vehicle stores them (spec section 3): One, Two, TwoPlus, Three, Four. */
export const VEHICLE_STAGES = ECU_STAGES.map((code) => ECU_STAGE_FIELDS[code]);
export type VehicleStage = (typeof ECU_STAGE_FIELDS)[keyof typeof ECU_STAGE_FIELDS];

/** A stage option; its choices are a JSON string, as the spec's catalogue carries them. */
export type StageOption = { name: string; choices: string };

export interface VehiclesTable {
  id: Generated<string>;
  make: string;
  model: string;
  generation: string;
  engine: string;
  engine_family: string;
  dsg_families: ColumnType<GearboxFamily[], GearboxFamily[], GearboxFamily[]>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface VehicleStagesTable {
  vehicle_id: string;
  stage: VehicleStage;
  price: string | null;
  power: string | null;
  torque: string | null;
  options: Json<StageOption[]>;
}

export type DsgStageOffer = { stage: string; torque: string | null; price: string | null };
export type DsgOption = { name: string; price: string | null; choices: string };

export interface DsgOffersTable {
  family: GearboxFamily;
  stock_torque: string | null;
  stock_price: string | null;
  stages: Json<DsgStageOffer[]>;
  software_options: Json<DsgOption[]>;
  hardware_options: Json<DsgOption[]>;
  updated_at: Generated<Date>;
}

export interface CombosTable {
  /** ecuStage-dsgStage, for example '2-3'. */
  id: string;
  ecu: string;
  dsg: string;
  price: string | null;
  description: string;
  updated_at: Generated<Date>;
}

/** For an ECU stage, the lowest and highest DSG stage it combines with (stage 2+ is 2.1). */
export interface ComboRulesTable {
  ecu: string;
  min: string;
  max: string;
  updated_at: Generated<Date>;
}

export type VehicleRow = Selectable<VehiclesTable>;
export type VehicleStageRow = Selectable<VehicleStagesTable>;
export type DsgOfferRow = Selectable<DsgOffersTable>;
