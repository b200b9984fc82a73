import { usePermissions } from 'react-admin';
import type { Role } from '../constants';

/** Whether the signed-in user holds any of the roles: what the sidebar shows (the server checks again). */
export const useHasAnyRole = () => {
  const { permissions } = usePermissions<Role[]>();
  return (allowed: readonly Role[]) => (permissions ?? []).some((role) => allowed.includes(role));
};
