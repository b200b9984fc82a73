import { Type, type Static, type TSchema } from 'typebox';
import { GEARBOX_FAMILIES } from '../../../events/constants.js';
import type { VehicleWithStages } from '../../../tables/catalogue/queries.js';
import { VEHICLE_NOT_FOUND as VEHICLE_NOT_FOUND_TEXT, type VehicleRow, type VehicleStageRow } from '../../../tables/catalogue/table.js';
import { problem } from '../../../events/problem.js';

// API shapes of spec section 3 (Vehicle and its ECU stages). Prices are numbers in EUR, null on request.

/** The catalogue's text; the importers report it on rows as it is. */
export const VEHICLE_NOT_FOUND = problem('VEHICLE_NOT_FOUND', VEHICLE_NOT_FOUND_TEXT);
export const VEHICLE_EXISTS = problem('VEHICLE_EXISTS', 'There is already a vehicle with this make, model, generation and engine');

const Text = Type.String({ minLength: 1, maxLength: 100 });
const OptionalText = Type.Union([Type.String({ maxLength: 100 }), Type.Null()]);
export const GearboxFamilySchema = Type.Enum(GEARBOX_FAMILIES);

export const StageOption = Type.Object({
  name: Text,
  choices: Type.String({ maxLength: 10_000, description: 'The choices as a JSON string, for example ["Off","On"]' }),
});

const stageFields = {
  power: OptionalText,
  torque: OptionalText,
  options: Type.Array(StageOption, { maxItems: 50 }),
};
export const Stage = Type.Object({ price: Type.Union([Type.Number(), Type.Null()]), ...stageFields });
export type Stage = Static<typeof Stage>;

/** A price as sent: a number, or a positive decimal with a dot such as "349.00"; null or empty means on request. */
export const StageInput = Type.Object({
  price: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 20 }), Type.Null()])),
  power: Type.Optional(OptionalText),
  torque: Type.Optional(OptionalText),
  options: Type.Optional(stageFields.options),
});
export type StageInput = Static<typeof StageInput>;

/** The ECU stages side by side (VEHICLE_STAGES); a stage left out is not offered. */
const stagesOf = <T extends TSchema>(stage: T) =>
  Type.Object(
    { One: Type.Optional(stage), Two: Type.Optional(stage), TwoPlus: Type.Optional(stage), Three: Type.Optional(stage), Four: Type.Optional(stage) },
    { additionalProperties: false },
  );

const vehicleFields = {
  make: Text,
  model: Text,
  generation: Text,
  engine: Text,
  engineFamily: Type.String({ maxLength: 100 }),
  dsg: Type.Array(GearboxFamilySchema, { uniqueItems: true, description: 'Gearbox families the vehicle may carry' }),
};

export const VehicleRecord = Type.Object({ id: Type.String(), ...vehicleFields, createdAt: Type.String(), updatedAt: Type.String() });
export type VehicleRecord = Static<typeof VehicleRecord>;
export const VehicleDetail = Type.Object({ ...VehicleRecord.properties, stages: stagesOf(Stage) });
export type VehicleDetail = Static<typeof VehicleDetail>;

/** What an administrator sends to create or replace a vehicle; other fields of a react-admin record are ignored. */
export const VehicleInput = Type.Object({
  ...vehicleFields,
  engineFamily: Type.Optional(vehicleFields.engineFamily),
  dsg: Type.Optional(vehicleFields.dsg),
  stages: Type.Optional(stagesOf(StageInput)),
});
export type VehicleInput = Static<typeof VehicleInput>;

export const VehicleId = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** What names a vehicle in every answer about vehicles (the catalogue, its prices). */
export const vehicleName = (row: Pick<VehicleRow, 'id' | 'make' | 'model' | 'generation' | 'engine' | 'engine_family'>) => ({
  id: row.id,
  make: row.make,
  model: row.model,
  generation: row.generation,
  engine: row.engine,
  engineFamily: row.engine_family,
});

export const toVehicleRecord = (row: VehicleRow): VehicleRecord => ({
  ...vehicleName(row),
  dsg: row.dsg_families,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const toStage = (row: VehicleStageRow): Stage => ({
  price: row.price === null ? null : Number(row.price),
  power: row.power,
  torque: row.torque,
  options: row.options,
});

export const toVehicleDetail = (vehicle: VehicleWithStages): VehicleDetail => ({
  ...toVehicleRecord(vehicle),
  stages: Object.fromEntries(vehicle.stages.map((row) => [row.stage, toStage(row)])),
});
