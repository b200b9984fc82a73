import type { Kysely, Transaction } from 'kysely';
import type { GearboxFamily } from '../../events/constants.js';
import { audit } from '../audit/queries.js';
import type { DsgOption, DsgStageOffer } from '../catalogue/table.js';
import type { Database } from '../../database/schema.js';
import type { Page } from '../../database/query-helpers.js';

// DSG/TCU offers managed by administrators (table dsg_offers of the catalogue, one row per family).

type Executor = Kysely<Database> | Transaction<Database>;

export type DsgOfferFields = {
  stock_torque: string | null;
  stock_price: string | null;
  stages: DsgStageOffer[];
  software_options: DsgOption[];
  hardware_options: DsgOption[];
};
export type DsgOfferSortField = 'family' | 'stock_price' | 'updated_at';

const ENTITY = 'dsg_offers';
const json = (fields: DsgOfferFields) => ({
  ...fields,
  stages: JSON.stringify(fields.stages),
  software_options: JSON.stringify(fields.software_options),
  hardware_options: JSON.stringify(fields.hardware_options),
});

export const listDsgOffers = async (db: Executor, filter: { families?: GearboxFamily[] }, page: Page<DsgOfferSortField>) => {
  let query = db.selectFrom('dsg_offers');
  if (filter.families) query = query.where('family', 'in', filter.families.length ? filter.families : ['-' as GearboxFamily]);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy(page.sort.field, page.sort.order).orderBy('family').offset(page.offset).limit(page.limit).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
};

export const findDsgOffer = (db: Executor, family: GearboxFamily) => db.selectFrom('dsg_offers').selectAll().where('family', '=', family).executeTakeFirst();

/** Adds the family's offer; undefined when the family already has one. */
export const createDsgOffer = (db: Kysely<Database>, actorId: string, family: GearboxFamily, fields: DsgOfferFields, now: Date) =>
  db.transaction().execute(async (trx) => {
    const after = await trx.insertInto('dsg_offers').values({ family, ...json(fields), updated_at: now })
      .onConflict((oc) => oc.column('family').doNothing()).returningAll().executeTakeFirst();
    if (after) await audit(trx, { actorId, entity: ENTITY, entityId: family, action: 'create', after });
    return after;
  });

export const updateDsgOffer = (db: Kysely<Database>, actorId: string, family: GearboxFamily, fields: DsgOfferFields, now: Date) =>
  db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('dsg_offers').selectAll().where('family', '=', family).forUpdate().executeTakeFirst();
    if (!before) return undefined;
    const after = await trx.updateTable('dsg_offers').set({ ...json(fields), updated_at: now }).where('family', '=', family).returningAll().executeTakeFirstOrThrow();
    await audit(trx, { actorId, entity: ENTITY, entityId: family, action: 'update', before, after });
    return after;
  });

export const deleteDsgOffer = (db: Kysely<Database>, actorId: string, family: GearboxFamily) =>
  db.transaction().execute(async (trx) => {
    const before = await trx.deleteFrom('dsg_offers').where('family', '=', family).returningAll().executeTakeFirst();
    if (before) await audit(trx, { actorId, entity: ENTITY, entityId: family, action: 'delete', before });
    return before;
  });
