import { sql, type Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import { COMBINED_OPTIONS, DSG_HARDWARE_COSTS, DSG_HARDWARE_LABELS, STAGE_NAMES, type EcuStage, type GearboxFamily } from '../../events/constants.js';
import type { StagesByName } from './queries.js';
import { DEMO_VEHICLES, type DemoVehicle } from './seed-demo-data.js';
import { seedDemoOptions } from '../catalogueOptions/seed-demo.js';
import { seedDemoVinRules } from '../vin/seed-demo.js';
import { VEHICLE_STAGES, type DsgOption, type DsgStageOffer, type StageOption } from './table.js';

// A demo catalogue for the embedded default and `npm run seed`, never for tests (they seed what
// they need). Prices in EUR; hardware stages (Three, Four) are on request.

const choices = (...values: string[]) => JSON.stringify(values);
const PETROL_OPTIONS: StageOption[] = [
  { name: 'Pops & Bangs', choices: choices('Off', 'Soft', 'Aggressive') },
  { name: 'Launch control', choices: choices('Off', 'On') },
  { name: 'Cold start', choices: choices('Stock', 'Quiet') },
];
const DIESEL_OPTIONS: StageOption[] = [
  { name: 'Idle RPM', choices: choices('Stock', '+50 rpm', '+100 rpm') },
  { name: 'Start-stop default', choices: choices('Active', 'Off') },
];

/** Stage one price by stock output; later stages cost more. */
const stageOnePrice = (hp: number) => (hp < 150 ? 299 : hp < 250 ? 349 : hp < 400 ? 449 : 599);
const output = (stock: number, tuned: number, unit: string) => `${stock} → ${tuned} ${unit}`;

const demoStages = (vehicle: DemoVehicle): StagesByName => {
  const [hp, nm] = vehicle.stock;
  const base = stageOnePrice(hp);
  const options = vehicle.diesel ? DIESEL_OPTIONS : PETROL_OPTIONS;
  const stage = (price: number | null, power: string, torque: string) => ({ price: price === null ? null : price.toFixed(2), power, torque, options });
  const stages: StagesByName = { One: stage(base, output(hp, vehicle.one[0], 'hp'), output(nm, vehicle.one[1], 'Nm')) };
  if (vehicle.two) {
    const [twoHp, twoNm] = vehicle.two;
    stages.Two = stage(base + 150, output(hp, twoHp, 'hp'), output(nm, twoNm, 'Nm'));
    if (!vehicle.diesel) stages.TwoPlus = stage(base + 250, output(hp, Math.round(twoHp * 1.05), 'hp'), output(nm, Math.round(twoNm * 1.05), 'Nm'));
    stages.Three = stage(null, 'Contact', 'Contact');
  }
  return stages;
};

type DemoDsgOffer = { family: GearboxFamily; stockTorque: number; stockPrice: number; stages: [stage: string, torque: number, price: number][] };
const DEMO_DSG_OFFERS: DemoDsgOffer[] = [
  { family: 'DQ200', stockTorque: 250, stockPrice: 249, stages: [['Drivability', 250, 249], ['1', 280, 299]] },
  { family: 'DQ250', stockTorque: 350, stockPrice: 299, stages: [['Drivability', 350, 299], ['1', 400, 349], ['2', 500, 449]] },
  { family: 'DQ381', stockTorque: 420, stockPrice: 349, stages: [['Drivability', 420, 349], ['1', 500, 399], ['2', 560, 499], ['3', 600, 599]] },
  { family: 'DQ500', stockTorque: 600, stockPrice: 349, stages: [['Drivability', 600, 349], ['1', 700, 449], ['2', 800, 549], ['3', 900, 699]] },
  { family: 'DL501', stockTorque: 550, stockPrice: 399, stages: [['Drivability', 550, 399], ['1', 650, 499], ['2', 750, 599]] },
];
const DSG_SOFTWARE_OPTIONS: DsgOption[] = [
  { name: 'Launch control RPM', price: '49.00', choices: choices('Stock', '3500', '4000', '4500') },
  { name: 'Kick-down in manual mode', price: null, choices: choices('Off', 'On') },
  { name: 'Start in D with 2nd gear', price: null, choices: choices('Off', 'On') },
];
const DSG_HARDWARE_OPTIONS: DsgOption[] = Object.entries(DSG_HARDWARE_COSTS).map(([choice, price]) => ({
  name: DSG_HARDWARE_LABELS[choice as keyof typeof DSG_HARDWARE_LABELS], price: price > 0 ? price.toFixed(2) : null, choices: choices(),
}));

/** Combo price by its ECU stage, plus a supplement for the higher DSG stages ("2.1" is stage 2+). */
const COMBO_ECU_PRICE: Record<EcuStage, number> = { '1': 549, '2': 749, '2.1': 849, '3': 1099, '4': 1399 };
const COMBO_DSG_EXTRA: Record<EcuStage, number> = { '1': 0, '2': 0, '2.1': 50, '3': 150, '4': 250 };

/**
 * Fills an empty catalogue once; after that nothing is touched, so administrators' edits survive
 * restarts. Safe when two servers start at once. Answers how many vehicles it added.
 */
export const seedDemoCatalogue = async (db: Kysely<Database>): Promise<number> =>
  db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE vehicles IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    await seedDemoOptions(trx);
    if (await trx.selectFrom('vehicles').select('id').limit(1).executeTakeFirst()) return 0;
    for (const vehicle of DEMO_VEHICLES) {
      const { id } = await trx.insertInto('vehicles').values({
        make: vehicle.make, model: vehicle.model, generation: vehicle.generation, engine: vehicle.engine,
        engine_family: vehicle.engineFamily, dsg_families: vehicle.dsg,
      }).returning('id').executeTakeFirstOrThrow();
      const stages = demoStages(vehicle);
      const rows = VEHICLE_STAGES.flatMap((stage) => {
        const fields = stages[stage];
        return fields ? [{ vehicle_id: id, stage, ...fields, options: JSON.stringify(fields.options) }] : [];
      });
      await trx.insertInto('vehicle_stages').values(rows).execute();
    }
    await trx.insertInto('dsg_offers').values(DEMO_DSG_OFFERS.map((offer) => ({
      family: offer.family,
      stock_torque: `${offer.stockTorque} Nm`,
      stock_price: offer.stockPrice.toFixed(2),
      stages: JSON.stringify(offer.stages.map(([stage, torque, price]): DsgStageOffer => ({ stage, torque: `${torque} Nm`, price: price.toFixed(2) }))),
      software_options: JSON.stringify(DSG_SOFTWARE_OPTIONS),
      hardware_options: JSON.stringify(DSG_HARDWARE_OPTIONS),
    }))).onConflict((oc) => oc.column('family').doNothing()).execute();
    const combos = COMBINED_OPTIONS.map((id) => {
      const [ecu, dsg] = id.split('-') as [EcuStage, EcuStage];
      const price = COMBO_ECU_PRICE[ecu] + COMBO_DSG_EXTRA[dsg];
      return { id, ecu, dsg, price, description: `ECU ${STAGE_NAMES[ecu]} & DSG ${STAGE_NAMES[dsg]}` /* '&': "STAGE TWO +" already ends in a plus */ };
    });
    await trx.insertInto('combos').values(combos.map((combo) => ({ ...combo, price: combo.price.toFixed(2) })))
      .onConflict((oc) => oc.column('id').doNothing()).execute();
    // A rule bounds the DSG stages that combine with an ECU stage (read from the combined options).
    const rules = Object.keys(COMBO_ECU_PRICE).flatMap((ecu) => {
      const dsgStages = combos.filter((combo) => combo.ecu === ecu).map((combo) => Number(combo.dsg));
      return dsgStages.length ? [{ ecu, min: String(Math.min(...dsgStages)), max: String(Math.max(...dsgStages)) }] : [];
    });
    await trx.insertInto('combo_rules').values(rules).onConflict((oc) => oc.column('ecu').doNothing()).execute();
    await seedDemoVinRules(trx);
    return DEMO_VEHICLES.length;
  });
