import type { ColumnType, Selectable } from 'kysely';
import type { PermissionTree, SubUserRole } from '../../events/subUsers/permissions.js';

type Json<T> = ColumnType<T, string, string>;

/** A parent's permission sets, folded from `sub-user-permission-<id>`; a deleted set is gone. */
export interface SubUserPermissionsTable {
  id: string;
  parent_id: string;
  name: string;
  role: SubUserRole;
  permissions: Json<PermissionTree>;
  created_by: string;
  updated_by: string;
  created_at: Date;
  updated_at: Date;
}

/** Sub-user accounts, folded from `sub-user-<id>`; a deleted one stays, so its history keeps a name. */
export interface SubUserAccountsTable {
  id: string;
  parent_id: string;
  permission_id: string;
  email: string;
  first_name: string;
  last_name: string;
  created_by: string;
  created_at: Date;
  deleted_by: string | null;
  deleted_at: Date | null;
}

export type SubUserPermissionRow = Selectable<SubUserPermissionsTable>;
export type SubUserAccountRow = Selectable<SubUserAccountsTable>;
