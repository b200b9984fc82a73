import type { PermissionTree, SubUserRole } from '../../events/subUsers/permissions.js';
import type { CreditPortal } from '../creditOrders/portal.js';

export const SUB_USER_PASSWORD = 'Subuser123';
type Parent = 'admin' | 'distributor' | 'dealer' | 'subdealer';

/** A permission set and one sub-user under it, created by `parent` through the API; answers its token and ids. */
export const createSubUser = async (t: CreditPortal, parent: Parent, email: string, role: SubUserRole, permissions?: PermissionTree) => {
  const set = await t.post(parent, '/api/user-sub-permissions/create', { name: `${role} set`, role, ...(permissions ? { permissions } : {}) });
  if (set.statusCode !== 201) throw new Error(set.body);
  const account = await t.post(parent, '/api/user-sub-permissions/create-user', { permissionId: set.json().id, email, firstName: 'Sub', lastName: role, password: SUB_USER_PASSWORD });
  if (account.statusCode !== 201) throw new Error(account.body);
  const token = await t.portal.login(email, SUB_USER_PASSWORD);
  return { id: account.json<{ id: string }>().id, permissionId: set.json<{ id: string }>().id, token, headers: t.portal.auth(token) };
};
