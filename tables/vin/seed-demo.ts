import type { Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';
import type { VinRuleFields } from './queries.js';

// Demo VIN search rules for the demo catalogue (tables/catalogue/seed-demo-data.ts): real
// manufacturer prefixes (WMI + the platform code at positions 7-8), so a demo VIN such as
// WVWZZZAUZFW123456 finds the Golf Mk7 engines. Never used by tests (they seed what they need).

export const DEMO_VIN = 'WVWZZZAUZFW123456';

export const DEMO_VIN_RULES: VinRuleFields[] = [
  { pattern: 'WVWZZZAU', make: 'Volkswagen', model: 'Golf', generation: 'Mk7 (2012-2020)', engine: null, note: 'Golf 7 platform code AU' },
  { pattern: 'WVWZZZCD', make: 'Volkswagen', model: 'Golf', generation: 'Mk8 (2020-)', engine: null, note: 'Golf 8 platform code CD' },
  { pattern: 'WVWZZZ3C', make: 'Volkswagen', model: 'Passat', generation: 'B8 (2014-2023)', engine: null, note: 'Passat platform code 3C/3G' },
  { pattern: 'WAUZZZ8V', make: 'Audi', model: 'A3', generation: '8V (2012-2020)', engine: null, note: 'A3 8V' },
  { pattern: 'WAUZZZ8Y', make: 'Audi', model: 'A3', generation: '8Y (2020-)', engine: null, note: 'A3 8Y' },
  { pattern: 'WAUZZZF4', make: 'Audi', model: 'A4', generation: 'B9 (2015-2023)', engine: null, note: 'A4 B9' },
  { pattern: 'VSSZZZ5F', make: 'Seat', model: 'Leon', generation: '5F (2012-2020)', engine: null, note: 'Leon 5F' },
  { pattern: 'TMBJ', make: 'Skoda', model: 'Octavia', generation: null, engine: null, note: 'Every Octavia generation' },
];

/** Adds the demo rules whose pattern is not taken yet (inside the demo catalogue's transaction). */
export const seedDemoVinRules = async (trx: Transaction<Database>): Promise<void> => {
  await trx.insertInto('vin_search_rules').values(DEMO_VIN_RULES).onConflict((oc) => oc.column('pattern').doNothing()).execute();
};
