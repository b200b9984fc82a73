import { Type, type Static, type TSchema } from 'typebox';
import { ADMIN_DEFAULT_TREE, type PermissionTree } from '../../../events/subUsers/permissions.js';
import type { SubUserPermissionRow } from '../../../projections/subUsers/table.js';

// Every switch of the tree is optional in a body (missing: the role's default) and nothing else is
// accepted: the schema is written from the tree, so a new switch is accepted the day it is added.
const treeSchema = (tree: PermissionTree): TSchema =>
  Type.Object(Object.fromEntries(Object.entries(tree).map(([key, node]) => [key, Type.Optional(Type.Object({
    status: Type.Boolean(),
    ...(node.children ? { children: Type.Optional(treeSchema(node.children)) } : {}),
  }))])));

export const PermissionTreeSchema = Type.Unsafe<PermissionTree>(treeSchema(ADMIN_DEFAULT_TREE));
export const SubUserRoleSchema = Type.Union([Type.Literal('sub_user_admin'), Type.Literal('sub_user_support')]);
const Name = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
const Id = Type.String({ format: 'uuid' });

export const IdParams = Type.Object({ id: Id });
export const IdBody = Type.Object({ id: Id });
export const Deleted = Type.Object({ id: Type.String() });

export const CreatePermissionBody = Type.Object({ name: Name, role: SubUserRoleSchema, permissions: Type.Optional(PermissionTreeSchema) });
export const UpdatePermissionBody = Type.Object({ id: Id, name: Type.Optional(Name), role: Type.Optional(SubUserRoleSchema), permissions: Type.Optional(PermissionTreeSchema) });
export const CreateAccountBody = Type.Object({
  permissionId: Id,
  email: Type.String({ format: 'email', maxLength: 254 }),
  firstName: Name,
  lastName: Name,
  password: Type.String({ minLength: 1, maxLength: 200 }),
});

export const PasswordBody = Type.Object({ id: Id, password: Type.String({ minLength: 1, maxLength: 200 }), repeatPassword: Type.String({ maxLength: 200 }) });

/** Spec section 3: "_id plus a permission tree"; `id` too, for react-admin. */
export const SubUserPermission = Type.Object({
  id: Type.String(),
  _id: Type.String(),
  parentId: Type.String(),
  name: Type.String(),
  role: SubUserRoleSchema,
  // The tree as the bodies describe it, so the document (and the admin's typed client) knows its switches.
  permissions: PermissionTreeSchema,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type SubUserPermission = Static<typeof SubUserPermission>;

export const SubUserAccount = Type.Object({
  id: Type.String(),
  parentId: Type.String(),
  permissionId: Type.String(),
  permissionName: Type.String(),
  role: SubUserRoleSchema,
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  createdAt: Type.String(),
});
export type SubUserAccount = Static<typeof SubUserAccount>;

export const toSubUserPermission = (row: SubUserPermissionRow): SubUserPermission => ({
  id: row.id, _id: row.id, parentId: row.parent_id, name: row.name, role: row.role, permissions: row.permissions,
  createdAt: row.created_at.toISOString(), updatedAt: row.updated_at.toISOString(),
});
