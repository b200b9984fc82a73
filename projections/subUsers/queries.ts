import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

export const findSubUserPermission = (db: Executor, id: string) => db.selectFrom('sub_user_permissions').selectAll().where('id', '=', id).executeTakeFirst();

export const listSubUserPermissions = (db: Executor, parentId: string) =>
  db.selectFrom('sub_user_permissions').selectAll().where('parent_id', '=', parentId).orderBy('created_at').orderBy('id').execute();

/** The parent's sub-user accounts that are not deleted, each with its set's role. */
export const listSubUserAccounts = (db: Executor, parentId: string) =>
  db.selectFrom('sub_user_accounts as a').innerJoin('sub_user_permissions as p', 'p.id', 'a.permission_id')
    .select(['a.id', 'a.parent_id', 'a.permission_id', 'a.email', 'a.first_name', 'a.last_name', 'a.created_at', 'p.role', 'p.name as permission_name'])
    .where('a.parent_id', '=', parentId).where('a.deleted_at', 'is', null).orderBy('a.created_at').orderBy('a.id').execute();

export const countAccountsUnder = async (db: Executor, permissionId: string) => {
  const row = await db.selectFrom('sub_user_accounts').select((eb) => eb.fn.countAll<string>().as('n')).where('permission_id', '=', permissionId).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
};

/** What a signed-in sub-user may do: its parent, its set's role and tree; none once deleted. */
export const subUserGrant = (db: Executor, subUserId: string) =>
  db.selectFrom('sub_user_accounts as a').innerJoin('sub_user_permissions as p', 'p.id', 'a.permission_id')
    .select(['a.id', 'a.parent_id', 'a.permission_id', 'p.role', 'p.permissions'])
    .where('a.id', '=', subUserId).where('a.deleted_at', 'is', null).executeTakeFirst();
