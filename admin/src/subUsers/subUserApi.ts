import type { Static } from 'typebox';
import type * as schemas from '../../../api/routes/subUsers/schemas';
import type { PermissionTree, SubUserRole } from '../../../events/subUsers/permissions';
import { answered, apiClient } from '../providers/apiClient';

// The sub-user calls of api/CONTRACT.md "Sub-users" (spec sections 3 and 7).

export type SubUserPermission = Static<typeof schemas.SubUserPermission>;
export type SubUserAccount = Static<typeof schemas.SubUserAccount>;
export interface PermissionSetValues {
  name: string;
  role: SubUserRole;
  permissions: PermissionTree;
}
export interface AccountValues {
  permissionId: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

/** What both panels of the screen are given: the account's sets and sub-users, loading and reloading together. */
export interface SubUserPanelProps {
  sets: SubUserPermission[] | undefined;
  accounts: SubUserAccount[] | undefined;
  loading: boolean;
  error: string | null;
  onChanged: () => void;
}

export const subUserCommands = {
  getPermissionSets: () => answered(apiClient.GET('/api/user-sub-permissions')),
  createPermissionSet: (body: PermissionSetValues) => answered(apiClient.POST('/api/user-sub-permissions/create', { body })),
  updatePermissionSet: (body: PermissionSetValues & { id: string }) => answered(apiClient.POST('/api/user-sub-permissions/update', { body })),
  deletePermissionSet: (setId: string) => answered(apiClient.POST('/api/user-sub-permissions/delete', { body: { id: setId } })),
  /** The sub-user accounts of a parent account (the signed-in account's own id). */
  findAccounts: (parentId: string) => answered(apiClient.GET('/api/find-accounts/{id}', { params: { path: { id: parentId } } })),
  createAccount: (body: AccountValues) => answered(apiClient.POST('/api/user-sub-permissions/create-user', { body })),
  deleteAccount: (accountId: string) => answered(apiClient.POST('/api/user-sub-permissions/delete-account', { body: { id: accountId } })),
  updatePassword: (body: { id: string; password: string; repeatPassword: string }) =>
    answered(apiClient.POST('/api/user-sub-permissions/update-password', { body })),
};
