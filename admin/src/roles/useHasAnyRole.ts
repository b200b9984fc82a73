import { usePermissions } from 'react-admin';
import type { Role } from '../constants';
import { hasAnyRole } from './hasAnyRole';

/** Whether the signed-in user holds any of the roles: what the sidebar shows (the server checks again). */
export const useHasAnyRole = () => {
  const { permissions } = usePermissions<Role[]>();
  return (allowed: readonly Role[]) => hasAnyRole(permissions, allowed);
};
