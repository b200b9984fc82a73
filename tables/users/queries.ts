import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';
import type { Role, UserRow } from './table.js';
import { escapeLike, NO_ID, UUID } from '../../database/query-helpers.js';
import { normaliseEmail } from './email.js';

type Executor = Kysely<Database> | Transaction<Database>;

export const findUserByEmail = (db: Executor, email: string) =>
  db.selectFrom('users').selectAll().where(sql<string>`lower(email)`, '=', normaliseEmail(email)).executeTakeFirst();

export const findUserById = (db: Executor, id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const countChildren = async (db: Executor, id: string): Promise<number> => {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('parent_id', '=', id).executeTakeFirstOrThrow();
  return Number(row.n);
};

export const USER_SORTABLE = ['email', 'first_name', 'last_name', 'created_at', 'active'] as const;
export type UserSortField = (typeof USER_SORTABLE)[number];

export type UserFilter = { q?: string; role?: Role; active?: boolean; parentId?: string; ids?: string[] };

export const listUsers = async (
  db: Executor,
  filter: UserFilter,
  page: { sort: { field: UserSortField; order: 'asc' | 'desc' }; offset: number; limit: number },
): Promise<{ rows: UserRow[]; total: number }> => {
  // Sub-users are their parent's logins, listed under it (find-accounts), not accounts of their own.
  let query = db.selectFrom('users').where('sub_user_of', 'is', null);
  if (filter.q) {
    const like = escapeLike(filter.q);
    query = query.where((eb) =>
      eb.or([eb('email', 'ilike', like), eb('first_name', 'ilike', like), eb('last_name', 'ilike', like), eb(sql<string>`first_name || ' ' || last_name`, 'ilike', like)]),
    );
  }
  if (filter.role) query = query.where(sql<boolean>`${filter.role} = ANY(roles)`);
  if (filter.active !== undefined) query = query.where('active', '=', filter.active);
  if (filter.parentId) query = query.where('parent_id', '=', filter.parentId);
  if (filter.ids) query = query.where('id', 'in', filter.ids.length ? filter.ids : [NO_ID]);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy(page.sort.field, page.sort.order).orderBy('id').offset(page.offset).limit(page.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
};


/** "First Last" (or the email when both are blank) of each account id that is a user; other ids (the house) are left out. */
export const accountNames = async (db: Executor, ids: Iterable<string>): Promise<Map<string, string>> => {
  const users = [...new Set(ids)].filter((id) => UUID.test(id));
  if (!users.length) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'first_name', 'last_name', 'email']).where('id', 'in', users).execute();
  return new Map(rows.map((r) => [r.id, `${r.first_name} ${r.last_name}`.trim() || r.email]));
};
