import type { Kysely, Transaction } from 'kysely';
import type { OptionLevel, OptionUnit } from '../../events/catalogue/options.js';
import { audit } from '../audit/queries.js';
import type { Database } from '../../database/schema.js';
import type { CatalogueOptionRow } from './table.js';
import { escapeLike, NO_ID, type Page } from '../../database/query-helpers.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Which list: the ECU or DSG options, primary or secondary (one table serves the four resources). */
export type OptionList = { unit: OptionUnit; level: OptionLevel };
export type OptionFields = { name: string; description: string; choices: string[]; price: string | null; stages: string[]; parent_id: string | null; active: boolean };
export type OptionSortField = 'name' | 'price' | 'active' | 'created_at' | 'updated_at';
export type OptionFilter = { q?: string; active?: boolean; parentId?: string; stage?: string; ids?: string[] };
/** An option with its parent's name, for lists and forms of secondary options. */
export type OptionWithParent = CatalogueOptionRow & { parent_name: string | null };

const ENTITY = 'catalogue_options';

const inList = (db: Executor, list: OptionList) =>
  db.selectFrom('catalogue_options as o').leftJoin('catalogue_options as p', 'p.id', 'o.parent_id')
    .where('o.unit', '=', list.unit).where('o.level', '=', list.level);

export const listOptions = async (db: Executor, list: OptionList, filter: OptionFilter, page: Page<OptionSortField>) => {
  let query = inList(db, list);
  if (filter.q) {
    const like = escapeLike(filter.q);
    query = query.where((eb) => eb.or([eb('o.name', 'ilike', like), eb('o.description', 'ilike', like)]));
  }
  if (filter.active !== undefined) query = query.where('o.active', '=', filter.active);
  if (filter.parentId) query = query.where('o.parent_id', '=', filter.parentId);
  if (filter.stage) query = query.where((eb) => eb(eb.val(filter.stage!), '=', eb.fn.any('o.stages')));
  if (filter.ids) query = query.where('o.id', 'in', filter.ids.length ? filter.ids : [NO_ID]);
  const [rows, count] = await Promise.all([
    query.selectAll('o').select('p.name as parent_name')
      .orderBy(`o.${page.sort.field}`, page.sort.order).orderBy('o.name').offset(page.offset).limit(page.limit).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as OptionWithParent[], total: Number(count.total) };
};

export const findOption = async (db: Executor, list: OptionList, id: string): Promise<OptionWithParent | undefined> =>
  (await inList(db, list).selectAll('o').select('p.name as parent_name').where('o.id', '=', id).executeTakeFirst()) as OptionWithParent | undefined;

/** Any option by id, whatever its list (to check a secondary option's parent). */
export const findAnyOption = (db: Executor, id: string) =>
  db.selectFrom('catalogue_options').select(['id', 'unit', 'level']).where('id', '=', id).executeTakeFirst();

export const findOptionByName = (db: Executor, list: OptionList, name: string) =>
  db.selectFrom('catalogue_options').select('id').where('unit', '=', list.unit).where('level', '=', list.level).where('name', '=', name).executeTakeFirst();

const asRow = (fields: OptionFields) => ({ ...fields, choices: JSON.stringify(fields.choices) });

// Changes by administrators: one transaction with the audit row.

export const createOption = (db: Kysely<Database>, actorId: string | null, list: OptionList, fields: OptionFields, now: Date) =>
  db.transaction().execute(async (trx) => {
    const { id } = await trx.insertInto('catalogue_options').values({ ...list, ...asRow(fields), created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    const after = (await findOption(trx, list, id))!;
    await audit(trx, { actorId, entity: ENTITY, entityId: id, action: 'create', after });
    return after;
  });

export const updateOption = (db: Kysely<Database>, actorId: string, list: OptionList, id: string, fields: OptionFields, now: Date) =>
  db.transaction().execute(async (trx) => {
    const locked = await trx.selectFrom('catalogue_options').select('id').where('id', '=', id).where('unit', '=', list.unit).where('level', '=', list.level).forUpdate().executeTakeFirst();
    if (!locked) return undefined;
    const before = (await findOption(trx, list, id))!;
    await trx.updateTable('catalogue_options').set({ ...asRow(fields), updated_at: now }).where('id', '=', id).execute();
    const after = (await findOption(trx, list, id))!;
    await audit(trx, { actorId, entity: ENTITY, entityId: id, action: 'update', before, after });
    return after;
  });

/** Deletes the option; 'in use' while secondary options still hang under it. */
export const deleteOption = (db: Kysely<Database>, actorId: string, list: OptionList, id: string) =>
  db.transaction().execute(async (trx): Promise<OptionWithParent | 'in use' | undefined> => {
    const before = await findOption(trx, list, id);
    if (!before) return undefined;
    const child = await trx.selectFrom('catalogue_options').select('id').where('parent_id', '=', id).limit(1).executeTakeFirst();
    if (child) return 'in use';
    await trx.deleteFrom('catalogue_options').where('id', '=', id).execute();
    await audit(trx, { actorId, entity: ENTITY, entityId: id, action: 'delete', before });
    return before;
  });
