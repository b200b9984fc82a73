import { sql, type Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import type { Page } from '../../database/query-helpers.js';

type Executor = Kysely<Database>;

export type PreOrderFilter = { visibleTo?: string; answered?: boolean };
export type PreOrderSortField = 'created_at';

export const listPreOrders = async (db: Executor, filter: PreOrderFilter, page: Page<PreOrderSortField>) => {
  let query = db.selectFrom('pre_orders');
  // A dealer's own (and those of the accounts below it): the chain's GIN index.
  if (filter.visibleTo) query = query.where(sql<boolean>`dealer_chain @> ARRAY[${filter.visibleTo}]::uuid[]`);
  if (filter.answered === false) query = query.where('answered_at', 'is', null);
  if (filter.answered === true) query = query.where('answered_at', 'is not', null);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('created_at', page.sort.order).orderBy('id', page.sort.order).offset(page.offset).limit(page.limit).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
};

export const findPreOrder = (db: Executor, id: string) => db.selectFrom('pre_orders').selectAll().where('id', '=', id).executeTakeFirst();
