import { sql, type Transaction } from 'kysely';
import { VEHICLE_STAGES, type VehicleStage } from '../catalogue/table.js';
import { auditVehicles, upsertStagePrices } from '../catalogueSheets/vehicle-rows.js';
import type { Database } from '../../database/schema.js';
import type { StagePrices } from './table.js';

type Change = { vehicle_id: string; stage: VehicleStage; before: string | null };

/**
 * Gives every vehicle of `engineFamily` the config's stage prices, in the caller's transaction.
 * A null price leaves that stage alone; a priced stage a vehicle did not offer is added with the
 * price alone (as the vehicle pricing screen does). Each vehicle that changed gets its updated_at
 * and one audit row; answers how many vehicles changed.
 */
export const applyStagePrices = async (trx: Transaction<Database>, actorId: string, engineFamily: string, prices: StagePrices, now: Date): Promise<number> => {
  const wanted = VEHICLE_STAGES.flatMap((stage) => (prices[stage] === null ? [] : [{ stage, price: prices[stage] }]));
  if (!wanted.length) return 0;
  const values = sql.join(wanted.map((w) => sql`(${w.stage}, ${w.price}::numeric)`));
  const changes = await sql<Change>`
    WITH wanted(stage, price) AS (VALUES ${values})
    SELECT v.id AS vehicle_id, w.stage, s.price::text AS before
    FROM vehicles v CROSS JOIN wanted w
    LEFT JOIN vehicle_stages s ON s.vehicle_id = v.id AND s.stage = w.stage
    WHERE v.engine_family = ${engineFamily} AND s.price IS DISTINCT FROM w.price
    ORDER BY v.id
    FOR UPDATE OF v`.execute(trx);
  if (!changes.rows.length) return 0;

  // Set-based writes (UNNEST, one array parameter per column): a family may hold thousands of vehicles.
  await upsertStagePrices(trx, changes.rows.map((c) => ({ vehicle_id: c.vehicle_id, stage: c.stage, price: prices[c.stage] })));
  const byVehicle = new Map<string, Change[]>();
  for (const change of changes.rows) byVehicle.set(change.vehicle_id, [...(byVehicle.get(change.vehicle_id) ?? []), change]);
  await sql`UPDATE vehicles SET updated_at = ${now} WHERE id = ANY(${[...byVehicle.keys()]}::uuid[])`.execute(trx);
  await auditVehicles(trx, actorId, [...byVehicle].map(([vehicleId, stages]) => ({
    entityId: vehicleId,
    action: 'update' as const,
    before: { engineFamily, prices: Object.fromEntries(stages.map((c) => [c.stage, c.before])) },
    after: { engineFamily, prices: Object.fromEntries(stages.map((c) => [c.stage, prices[c.stage]])), source: 'vehicles-price-config' },
  })));
  return byVehicle.size;
};
