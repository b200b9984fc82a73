import { GEARBOX_FAMILIES, type GearboxFamily } from '../../events/constants.js';
import { seedDemoCatalogue } from '../../tables/catalogue/seed-demo.js';
import { cascadeQuery, type CascadeFilter, type CascadeLevel } from '../../tables/catalogue/queries.js';
import { seedReferenceData } from '../lib/reference-data.js';
import { envNumber, percentile, sequential, type Run } from './measure.js';
import { call, type BenchPortal } from './portal.js';
import { prng } from './prng.js';

// The vehicle search cascade (spec section 4) on a big catalogue: p50/p95 of each step a dealer
// clicks through over HTTP (brand → model → generation → engine → gearbox → offers), each beside
// the raw SQL of the same read run through pg in the same run.

const VEHICLES = envNumber('BENCH_VEHICLES', 50_000);
const READS = envNumber('BENCH_SEARCH_READS', 300);
const MAKES = 40;
const INSERT_BATCH = 1000;
/** The dealer's market for the offer calls: a non-EUR currency, so local prices are computed. */
const ALPHA2 = 'GB';

type BenchVehicle = { make: string; model: string; generation: string; engine: string; engine_family: string; dsg_families: GearboxFamily[] };

const DISPLACEMENTS = ['1.0', '1.2', '1.4', '1.5', '1.6', '1.8', '2.0', '2.2', '2.5', '3.0', '4.0'];
const FUELS = ['TSI', 'TDI', 'TFSI', 'EcoBoost', 'd', 'i', 'CDI', 'HDi', 'PureTech', 'Hybrid'];

/**
 * Makes weighted like a real market (a few big brands, a long tail), each with models, 2–6
 * generations per model and many engines per generation; most vehicles have one gearbox family,
 * some none (manual) and some two.
 */
const generateCatalogue = (count: number): BenchVehicle[] => {
  const random = prng(424_242);
  const weights = Array.from({ length: MAKES }, (_, i) => 1 / (i + 1) ** 0.9);
  const total = weights.reduce((a, b) => a + b, 0);
  const vehicles: BenchVehicle[] = [];
  const seen = new Set<string>();
  weights.forEach((weight, m) => {
    const make = `Make ${String(m + 1).padStart(2, '0')}`;
    const share = Math.max(20, Math.round((count * weight) / total));
    const models = Math.max(3, Math.round(Math.sqrt(share) * 0.9));
    for (let i = 0; i < share && vehicles.length < count; i += 1) {
      const model = `Model ${Math.floor(models * random() ** 1.5) + 1}`;
      const generations = 2 + (model.length + m) % 5;
      const generation = `Gen ${Math.floor(random() * generations) + 1}`;
      const hp = 70 + Math.floor(random() * 500);
      let engine = `${DISPLACEMENTS[Math.floor(random() * DISPLACEMENTS.length)]} ${FUELS[Math.floor(random() * FUELS.length)]} ${hp}hp`;
      for (let variant = 2; seen.has(`${make}|${model}|${generation}|${engine}`); variant += 1) engine = `${engine.replace(/ v\d+$/, '')} v${variant}`;
      seen.add(`${make}|${model}|${generation}|${engine}`);
      const roll = random();
      const family = () => GEARBOX_FAMILIES[Math.floor(random() * GEARBOX_FAMILIES.length)];
      const dsg = roll < 0.2 ? [] : roll < 0.85 ? [family()] : [...new Set([family(), family()])];
      vehicles.push({ make, model, generation, engine, engine_family: `EA${100 + (hp % 900)}`, dsg_families: dsg });
    }
  });
  return vehicles;
};

const loadCatalogue = async (portal: BenchPortal, vehicles: BenchVehicle[]) => {
  const { db } = portal.services;
  // Countries and currencies, then the DSG offers, combos and rules of the demo catalogue, so the
  // offer calls answer full pages.
  await seedReferenceData(db);
  await seedDemoCatalogue(db);
  for (let i = 0; i < vehicles.length; i += INSERT_BATCH) {
    const rows = await db.insertInto('vehicles').values(vehicles.slice(i, i + INSERT_BATCH)).returning('id').execute();
    await db.insertInto('vehicle_stages').values(rows.flatMap(({ id }, k) => {
      const base = 299 + ((i + k) % 7) * 50;
      const stage = (name: 'One' | 'Two' | 'Three', price: number | null) => ({
        vehicle_id: id, stage: name, price: price === null ? null : price.toFixed(2), power: '+30 hp', torque: '+60 Nm', options: '[]',
      });
      return [stage('One', base), stage('Two', base + 150), stage('Three', null)];
    })).execute();
  }
  await portal.database.pool.query('ANALYZE vehicles; ANALYZE vehicle_stages');
};

const millis = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

/** "what   p50 x ms  p95 y ms   (raw SQL: p50 .. p95 ..)" */
const line = (what: string, run: Run, baseline: Run) =>
  console.log(`${what.padEnd(52)} p50 ${millis(percentile(run, 50)).padStart(6)} ms  p95 ${millis(percentile(run, 95)).padStart(6)} ms`
    + `   (raw SQL: p50 ${millis(percentile(baseline, 50))} ms, p95 ${millis(percentile(baseline, 95))} ms)`);

export const benchCatalogueSearch = async (portal: BenchPortal) => {
  console.log(`\nVehicle search cascade: ${VEHICLES.toLocaleString('en-US')} vehicles, ${MAKES} makes, ${READS} sequential reads per step`);
  const vehicles = generateCatalogue(VEHICLES);
  const started = performance.now();
  await loadCatalogue(portal, vehicles);
  const shape = await portal.database.pool.query<{ makes: string; models: string; generations: string }>(
    'SELECT count(DISTINCT make) AS makes, count(DISTINCT (make, model)) AS models, count(DISTINCT (make, model, generation)) AS generations FROM vehicles');
  const { makes, models, generations } = shape.rows[0];
  console.log(`loaded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${makes} makes, ${models} models, ${generations} generations`);

  const headers = { authorization: `Bearer ${portal.tokens.dealer}`, 'content-type': 'application/json' };
  const post = (path: string, body: unknown) => call(`${portal.base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const get = (path: string) => call(`${portal.base}${path}`, { headers });
  // Each read picks a vehicle at random, so the levels are as busy as the catalogue makes them.
  const random = prng(7);
  const picks = Array.from({ length: READS }, () => vehicles[Math.floor(random() * vehicles.length)]);
  const withGearbox = picks.map((pick) => pick.dsg_families.length ? pick : vehicles.find((v) => v.make === pick.make && v.dsg_families.length) ?? pick);
  const { rows: ids } = await portal.database.pool.query<{ id: string; make: string; model: string; generation: string; engine: string }>(
    'SELECT id, make, model, generation, engine FROM vehicles');
  const idOf = new Map(ids.map((row) => [`${row.make}|${row.model}|${row.generation}|${row.engine}`, row.id]));
  const vehicleId = (v: BenchVehicle) => idOf.get(`${v.make}|${v.model}|${v.generation}|${v.engine}`)!;

  /** The raw SQL of a cascade level, compiled from the same kysely query the API runs. */
  const raw = (level: CascadeLevel, filter: (v: BenchVehicle) => CascadeFilter) => sequential(READS, (i) => {
    const compiled = cascadeQuery(portal.services.db, level, filter(picks[i]));
    return portal.database.pool.query(compiled.sql, [...compiled.parameters]);
  });
  const levels: { what: string; path: string; body: (v: BenchVehicle) => object; level: CascadeLevel; filter: (v: BenchVehicle) => CascadeFilter }[] = [
    { what: 'POST site/brands', path: '/site/brands', body: () => ({}), level: 'make', filter: () => ({}) },
    { what: 'POST site/filter-model', path: '/site/filter-model', body: (v) => ({ brand: v.make }), level: 'model', filter: (v) => ({ make: v.make }) },
    {
      what: 'POST site/filter-generation', path: '/site/filter-generation', body: (v) => ({ brand: v.make, model: v.model }),
      level: 'generation', filter: (v) => ({ make: v.make, model: v.model }),
    },
    {
      what: 'POST site/filter-engine', path: '/site/filter-engine', body: (v) => ({ brand: v.make, model: v.model, generation: v.generation }),
      level: 'engine', filter: (v) => ({ make: v.make, model: v.model, generation: v.generation }),
    },
  ];
  for (const level of levels) {
    const http = await sequential(READS, (i) => post(level.path, level.body(picks[i])));
    line(level.what, http, await raw(level.level, level.filter));
  }

  // The gearbox step: POST site with the four levels answers the vehicle, its ECU offers and its
  // gearbox families (api/CONTRACT.md). Baseline: the vehicle with its stages in one SQL read.
  const vehicleSql = `SELECT v.*, s.stage, s.price, s.power, s.torque, s.options FROM vehicles v LEFT JOIN vehicle_stages s ON s.vehicle_id = v.id
    WHERE v.make = $1 AND v.model = $2 AND v.generation = $3 AND v.engine = $4`;
  const levelsOf = (v: BenchVehicle) => ({ brand: v.make, model: v.model, generation: v.generation, engine: v.engine });
  const gearbox = await sequential(READS, (i) => post('/site', { alpha2: ALPHA2, ...levelsOf(picks[i]) }));
  const gearboxRaw = await sequential(READS, (i) => portal.database.pool.query(vehicleSql, [picks[i].make, picks[i].model, picks[i].generation, picks[i].engine]));
  line('POST site (the gearbox step: one vehicle)', gearbox, gearboxRaw);

  // Choosing the gearbox: the vehicle's ECU offers with the family's DSG offer and combos.
  const offersSql = `SELECT v.*, s.stage, s.price, d.stages AS dsg_stages FROM vehicles v LEFT JOIN vehicle_stages s ON s.vehicle_id = v.id
    LEFT JOIN dsg_offers d ON d.family = $2 WHERE v.id = $1`;
  const offers = await sequential(READS, (i) => get(`/site/${vehicleId(withGearbox[i])}?dsg=${withGearbox[i].dsg_families[0] ?? 'DQ200'}&alphaCountry=${ALPHA2}`));
  const offersRaw = await sequential(READS, (i) => portal.database.pool.query(offersSql, [vehicleId(withGearbox[i]), withGearbox[i].dsg_families[0] ?? 'DQ200']));
  line('GET site/:id?dsg=&alphaCountry= (gearbox chosen)', offers, offersRaw);

  // POST site with a brand only: the broadest page (at most 50 vehicles priced).
  const brandSql = `SELECT v.*, s.stage, s.price, s.power, s.torque, s.options FROM (SELECT * FROM vehicles WHERE make = $1
    ORDER BY make, model, generation, engine, id LIMIT 50) v LEFT JOIN vehicle_stages s ON s.vehicle_id = v.id`;
  const broad = await sequential(READS, (i) => post('/site', { alpha2: ALPHA2, brand: picks[i].make }));
  const broadRaw = await sequential(READS, (i) => portal.database.pool.query(brandSql, [picks[i].make]));
  line('POST site (brand only: 50 vehicles priced)', broad, broadRaw);
};
