import { sql, type Transaction } from 'kysely';
import { audit } from '../audit/queries.js';
import { VEHICLE_STAGES, type VehicleStage } from '../catalogue/table.js';
import type { Database } from '../schema.js';
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

  await trx
    .insertInto('vehicle_stages')
    .values(changes.rows.map((c) => ({ vehicle_id: c.vehicle_id, stage: c.stage, price: prices[c.stage], power: null, torque: null, options: '[]' })))
    .onConflict((oc) => oc.columns(['vehicle_id', 'stage']).doUpdateSet((eb) => ({ price: eb.ref('excluded.price') })))
    .execute();

  const byVehicle = new Map<string, Change[]>();
  for (const change of changes.rows) byVehicle.set(change.vehicle_id, [...(byVehicle.get(change.vehicle_id) ?? []), change]);
  await trx.updateTable('vehicles').set({ updated_at: now }).where('id', 'in', [...byVehicle.keys()]).execute();
  for (const [vehicleId, stages] of byVehicle) {
    const before = Object.fromEntries(stages.map((c) => [c.stage, c.before]));
    const after = Object.fromEntries(stages.map((c) => [c.stage, prices[c.stage]]));
    await audit(trx, { actorId, entity: 'vehicles', entityId: vehicleId, action: 'update', before: { engineFamily, prices: before }, after: { engineFamily, prices: after, source: 'vehicles-price-config' } });
  }
  return byVehicle.size;
};
