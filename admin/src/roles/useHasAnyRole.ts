import type { Role } from '../constants';
import { hasAnyRole } from './hasAnyRole';
import { useRoles } from './useMayOpen';

/** Whether the signed-in user holds any of the roles: what the sidebar shows (the server checks again). */
export const useHasAnyRole = () => {
  const permissions = useRoles();
  return (allowed: readonly Role[]) => hasAnyRole(permissions, allowed);
};
