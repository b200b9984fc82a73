import type { Kysely, Transaction } from 'kysely';
import type { OptionLevel, OptionUnit } from '../../events/catalogue/options.js';
import type { Database } from '../../database/schema.js';

// Demo option lists (called by the catalogue's demo seed): the usual ECU software options and
// DSG gearbox options, with a few secondary options under them. Prices in EUR; null = included.

type DemoOption = { name: string; description: string; choices: string[]; price: number | null; stages: string[]; children?: Omit<DemoOption, 'children'>[] };

const ECU_TUNED = ['1', '2', '2.1', '3', '4'];
const DEMO_OPTIONS: Record<OptionUnit, DemoOption[]> = {
  ECU: [
    { name: 'Pops & Bangs', description: 'Overrun crackles on lift-off', choices: ['Off', 'Soft', 'Aggressive'], price: 99, stages: ECU_TUNED, children: [
      { name: 'Pops & Bangs RPM window', description: 'Engine speed range of the crackles', choices: ['2000-4500', '2500-6000'], price: null, stages: ECU_TUNED },
      { name: 'Pops & Bangs in Sport mode only', description: 'Crackles only with the Sport driving profile', choices: ['Off', 'On'], price: null, stages: ECU_TUNED },
    ] },
    { name: 'DTC off', description: 'Switch off selected fault codes', choices: ['Off', 'On'], price: 49, stages: ECU_TUNED },
    { name: 'EGR off', description: 'Exhaust gas recirculation off (off-road use)', choices: ['Off', 'On'], price: 79, stages: ['1', '2'] },
    { name: 'DPF off', description: 'Particulate filter off (off-road use)', choices: ['Off', 'On'], price: 99, stages: ['1', '2'] },
    { name: 'Launch control', description: 'Launch RPM limiter when standing still', choices: ['Off', 'On'], price: 79, stages: ECU_TUNED, children: [
      { name: 'Launch control RPM', description: 'Launch limiter engine speed', choices: ['3000', '3500', '4000', '4500'], price: null, stages: ECU_TUNED },
    ] },
    { name: 'Hardcut limiter', description: 'Hard rev limiter instead of the soft one', choices: ['Off', 'On'], price: 59, stages: ['2', '2.1', '3', '4'] },
    { name: 'Speed limiter off', description: 'Top speed limiter removed', choices: ['Stock', 'Off'], price: null, stages: ECU_TUNED },
  ],
  DSG: [
    { name: 'Launch control', description: 'Gearbox launch control with higher launch RPM', choices: ['Stock', 'On'], price: 49, stages: ['Stock', '1', '2', '2.1', '3', '4'], children: [
      { name: 'Launch control clutch slip', description: 'Clutch slip at launch', choices: ['Low', 'Medium', 'High'], price: null, stages: ['1', '2', '2.1', '3', '4'] },
    ] },
    { name: 'Kick-down off', description: 'No kick-down in manual mode', choices: ['Off', 'On'], price: null, stages: ['Stock', '1', '2', '2.1', '3', '4'] },
    { name: 'Shift speed', description: 'Gear change time', choices: ['Stock', 'Fast', 'Race'], price: 39, stages: ['1', '2', '2.1', '3', '4'], children: [
      { name: 'Shift speed in D', description: 'Faster shifts in automatic mode as well', choices: ['Off', 'On'], price: null, stages: ['1', '2', '2.1', '3', '4'] },
    ] },
    { name: 'Start in 2nd gear', description: 'Start in D with the second gear', choices: ['Off', 'On'], price: null, stages: ['Stock', '1', '2'] },
    { name: 'Creep off', description: 'No creeping at standstill', choices: ['Off', 'On'], price: null, stages: ['Stock', '1', '2', '2.1', '3', '4'] },
  ],
};

const row = (unit: OptionUnit, level: OptionLevel, option: Omit<DemoOption, 'children'>, parentId: string | null) => ({
  unit, level, name: option.name, description: option.description, choices: JSON.stringify(option.choices),
  price: option.price === null ? null : option.price.toFixed(2), stages: option.stages, parent_id: parentId, active: true,
});

/** Fills the option lists once, when they are empty; administrators' edits survive restarts. */
export const seedDemoOptions = async (trx: Transaction<Database> | Kysely<Database>): Promise<number> => {
  if (await trx.selectFrom('catalogue_options').select('id').limit(1).executeTakeFirst()) return 0;
  let added = 0;
  for (const unit of ['ECU', 'DSG'] as const) {
    for (const option of DEMO_OPTIONS[unit]) {
      const { id } = await trx.insertInto('catalogue_options').values(row(unit, 'primary', option, null)).returning('id').executeTakeFirstOrThrow();
      const children = option.children ?? [];
      if (children.length) await trx.insertInto('catalogue_options').values(children.map((child) => row(unit, 'secondary', child, id))).execute();
      added += 1 + children.length;
    }
  }
  return added;
};
