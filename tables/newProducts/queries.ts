import type { Kysely, Transaction } from 'kysely';
import type { NewProductStatus } from '../../events/catalogue/new-products.js';
import { audit } from '../audit/queries.js';
import type { Database } from '../../database/schema.js';
import type { NewProductRow } from './table.js';
import { escapeLike, NO_ID, type Page } from '../../database/query-helpers.js';

type Executor = Kysely<Database> | Transaction<Database>;

export type NewProductFields = { make: string; model: string; generation: string; engine: string; gearbox: string | null; vin: string | null; note: string };
export type NewProductSortField = 'created_at' | 'updated_at' | 'make' | 'model' | 'status';
export type NewProductFilter = { q?: string; status?: NewProductStatus; requestedBy?: string; ids?: string[] };
/** A request with the email of the user who sent it. */
export type NewProductWithUser = NewProductRow & { requested_by_email: string | null };

const ENTITY = 'new_products';
const withUser = (db: Executor) => db.selectFrom('new_products as n').leftJoin('users as u', 'u.id', 'n.requested_by');

export const listNewProducts = async (db: Executor, filter: NewProductFilter, page: Page<NewProductSortField>) => {
  let query = withUser(db);
  if (filter.q) {
    const like = escapeLike(filter.q);
    query = query.where((eb) => eb.or([eb('n.make', 'ilike', like), eb('n.model', 'ilike', like), eb('n.engine', 'ilike', like), eb('n.vin', 'ilike', like), eb('u.email', 'ilike', like)]));
  }
  if (filter.status) query = query.where('n.status', '=', filter.status);
  if (filter.requestedBy) query = query.where('n.requested_by', '=', filter.requestedBy);
  if (filter.ids) query = query.where('n.id', 'in', filter.ids.length ? filter.ids : [NO_ID]);
  const [rows, count] = await Promise.all([
    query.selectAll('n').select('u.email as requested_by_email')
      .orderBy(`n.${page.sort.field}`, page.sort.order).orderBy('n.id').offset(page.offset).limit(page.limit).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as NewProductWithUser[], total: Number(count.total) };
};

export const findNewProduct = async (db: Executor, id: string) =>
  (await withUser(db).selectAll('n').select('u.email as requested_by_email').where('n.id', '=', id).executeTakeFirst()) as NewProductWithUser | undefined;

export const vehicleExists = async (db: Executor, id: string) => !!(await db.selectFrom('vehicles').select('id').where('id', '=', id).executeTakeFirst());

/** A dealer's request, audited, inside the caller's transaction (which also records it as an event). */
export const createNewProduct = async (trx: Transaction<Database>, userId: string, fields: NewProductFields, now: Date) => {
  const { id } = await trx.insertInto('new_products').values({ ...fields, requested_by: userId, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  const after = (await findNewProduct(trx, id))!;
  await audit(trx, { actorId: userId, entity: ENTITY, entityId: id, action: 'create', after });
  return after;
};

/** An administrator's answer: the status, and the vehicle that was added for it. */
export const setNewProductStatus = (db: Kysely<Database>, actorId: string, id: string, status: NewProductStatus, vehicleId: string | null, now: Date) =>
  db.transaction().execute(async (trx) => {
    const locked = await trx.selectFrom('new_products').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!locked) return undefined;
    const before = (await findNewProduct(trx, id))!;
    await trx.updateTable('new_products').set({ status, vehicle_id: vehicleId, updated_at: now }).where('id', '=', id).execute();
    const after = (await findNewProduct(trx, id))!;
    await audit(trx, { actorId, entity: ENTITY, entityId: id, action: 'update', before, after });
    return after;
  });

export const deleteNewProduct = (db: Kysely<Database>, actorId: string, id: string) =>
  db.transaction().execute(async (trx) => {
    const before = await findNewProduct(trx, id);
    if (!before) return undefined;
    await trx.deleteFrom('new_products').where('id', '=', id).execute();
    await audit(trx, { actorId, entity: ENTITY, entityId: id, action: 'delete', before });
    return before;
  });
