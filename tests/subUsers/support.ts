import type { PermissionTree, SubUserRole } from '../../events/subUsers/permissions.js';
import type { CreditPortal } from '../creditOrders/portal.js';
import { succeeded, typedClient } from '../support/client.js';

export const SUB_USER_PASSWORD = 'Subuser123';
type Parent = 'admin' | 'distributor' | 'dealer' | 'subdealer';

/** A permission set and one sub-user under it, created by `parent` through the API; answers its token and ids. */
export const createSubUser = async (t: CreditPortal, parent: Parent, email: string, role: SubUserRole, permissions?: PermissionTree) => {
  const client = typedClient(t.portal.app, t.portal.auth(t.tokens[parent]));
  const set = await succeeded(client.POST('/api/user-sub-permissions/create', { body: { name: `${role} set`, role, ...(permissions ? { permissions } : {}) } }));
  const account = await succeeded(client.POST('/api/user-sub-permissions/create-user', {
    body: { permissionId: set.id, email, firstName: 'Sub', lastName: role, password: SUB_USER_PASSWORD },
  }));
  const token = await t.portal.login(email, SUB_USER_PASSWORD);
  return { id: account.id, permissionId: set.id, token, headers: t.portal.auth(token) };
};
