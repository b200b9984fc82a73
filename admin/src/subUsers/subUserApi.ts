import type { Static } from 'typebox';
import type * as schemas from '../../../api/routes/subUsers/schemas';
import type { PermissionTree, SubUserRole } from '../../../events/subUsers/permissions';
import { api } from '../providers/httpClient';

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

const id = (value: string) => encodeURIComponent(value);

export const subUserCommands = {
  getPermissionSets: () => api.get<SubUserPermission[]>('/api/user-sub-permissions'),
  createPermissionSet: (body: PermissionSetValues) => api.post<SubUserPermission>('/api/user-sub-permissions/create', body),
  updatePermissionSet: (body: PermissionSetValues & { id: string }) => api.post<SubUserPermission>('/api/user-sub-permissions/update', body),
  deletePermissionSet: (setId: string) => api.post<{ id: string }>('/api/user-sub-permissions/delete', { id: setId }),
  /** The sub-user accounts of a parent account (the signed-in account's own id). */
  findAccounts: (parentId: string) => api.get<SubUserAccount[]>(`/api/find-accounts/${id(parentId)}`),
  createAccount: (body: AccountValues) => api.post<SubUserAccount>('/api/user-sub-permissions/create-user', body),
  deleteAccount: (accountId: string) => api.post<{ id: string }>('/api/user-sub-permissions/delete-account', { id: accountId }),
  updatePassword: (body: { id: string; password: string; repeatPassword: string }) =>
    api.post<{ id: string }>('/api/user-sub-permissions/update-password', body),
};
