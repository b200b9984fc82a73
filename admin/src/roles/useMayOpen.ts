import { useQuery } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import type { Role } from '../constants';
import { storage } from '../providers/storage';
import { mayOpen, type Access } from './menuAccess';

/** The access of the signed-in account with `roles`: for a sub-user, its tree (stored from GET user/view). */
export const accessOf = (roles: readonly Role[] | undefined): Access => ({ roles: roles ?? [], tree: storage.getUser()?.subUser?.permissions ?? null });

/** react-admin's key of the permissions query (usePermissions with no params): both read one cache entry. */
const PERMISSIONS_QUERY = ['auth', 'getPermissions', {}];
/** As long as react-admin's usePermissions keeps them. */
const PERMISSIONS_FRESH_MS = 5 * 60 * 1000;

/**
 * The signed-in account's roles (undefined until read). The permissions query itself, not react-admin's
 * usePermissions: that one also takes the hook that signs out on an access error, which follows the
 * address, so every caller rendered again at every navigation; the sidebar asks in each entry.
 */
export const useRoles = (): Role[] | undefined => {
  const authProvider = useAuthProvider();
  return useQuery({
    queryKey: PERMISSIONS_QUERY,
    queryFn: async ({ signal }) => ((await authProvider?.getPermissions?.({ signal })) ?? []) as Role[],
    staleTime: PERMISSIONS_FRESH_MS,
  }).data;
};

/** The signed-in account's roles and, for a sub-user, its tree. */
export const useAccess = (): Access => accessOf(useRoles());

/** Whether the signed-in user may open a screen: its roles and a sub-user's tree (the server checks again). */
export const useMayOpen = () => {
  const access = useAccess();
  return (entry: Parameters<typeof mayOpen>[1]) => mayOpen(access, entry);
};

/** Whether the signed-in account is a sub-user. */
export const useIsSubUser = () => useAccess().tree !== null;
