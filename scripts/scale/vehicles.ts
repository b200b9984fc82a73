import type pg from 'pg';
import { GEARBOX_FAMILIES } from '../../events/constants.js';
import { deterministicUuid } from '../../events/deterministic-id.js';

// The catalogue of a generated network: plain `vehicles` rows (no events: the catalogue is a plain
// table) with their stage One and Two prices, in a few multi-row INSERTs.

export type ScaleVehicle = {
  id: string; make: string; model: string; generation: string; engine: string; engineFamily: string; gearbox: string | null;
  hp: number; stageOne: number; stageTwo: number;
};

const MAKES = ['Volkswagen', 'Audi', 'Seat', 'Skoda', 'BMW', 'Mercedes-Benz', 'Ford', 'Renault'];
const FAMILIES = ['EA888', 'EA189', 'EA288', 'B58', 'OM654', 'EcoBoost', 'TCe'];
const CHUNK = 5_000;

export const planVehicles = (count: number): ScaleVehicle[] =>
  Array.from({ length: count }, (_, i) => {
    const hp = 90 + ((i * 37) % 400);
    const stageOne = hp < 150 ? 299 : hp < 250 ? 349 : hp < 400 ? 449 : 599;
    return {
      id: deterministicUuid(`scale-vehicle:${i}`), make: MAKES[i % MAKES.length]!, model: `Model ${Math.floor(i / MAKES.length) % 400}`,
      generation: `Gen ${Math.floor(i / 3200) + 1}`, engine: `${(1 + (i % 30) / 10).toFixed(1)} ${hp}hp #${i}`,
      engineFamily: FAMILIES[i % FAMILIES.length]!, gearbox: i % 3 === 0 ? null : GEARBOX_FAMILIES[i % GEARBOX_FAMILIES.length]!,
      hp, stageOne, stageTwo: stageOne + 150,
    };
  });

export const writeVehicles = async (pool: pg.Pool, vehicles: ScaleVehicle[]) => {
  for (let from = 0; from < vehicles.length; from += CHUNK) {
    const chunk = vehicles.slice(from, from + CHUNK);
    await pool.query(
      `INSERT INTO vehicles (id, make, model, generation, engine, engine_family, dsg_families)
       SELECT id, make, model, generation, engine, family, CASE WHEN gearbox IS NULL THEN '{}' ELSE ARRAY[gearbox] END
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) AS v(id, make, model, generation, engine, family, gearbox)`,
      [chunk.map((v) => v.id), chunk.map((v) => v.make), chunk.map((v) => v.model), chunk.map((v) => v.generation), chunk.map((v) => v.engine),
        chunk.map((v) => v.engineFamily), chunk.map((v) => v.gearbox)],
    );
    await pool.query(
      `INSERT INTO vehicle_stages (vehicle_id, stage, price, power, torque)
       SELECT id, s.stage, CASE s.stage WHEN 'One' THEN one ELSE two END, s.stage || ' power', s.stage || ' torque'
       FROM unnest($1::uuid[], $2::numeric[], $3::numeric[]) AS v(id, one, two) CROSS JOIN (VALUES ('One'), ('Two')) AS s(stage)`,
      [chunk.map((v) => v.id), chunk.map((v) => v.stageOne), chunk.map((v) => v.stageTwo)],
    );
  }
};
