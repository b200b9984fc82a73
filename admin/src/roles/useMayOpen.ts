import { usePermissions } from 'react-admin';
import type { Role } from '../constants';
import { storage } from '../providers/storage';
import { mayOpen, type Access } from './menuAccess';

/** The access of the signed-in account with `roles`: for a sub-user, its tree (stored from GET user/view). */
export const accessOf = (roles: readonly Role[] | undefined): Access => ({ roles: roles ?? [], tree: storage.getUser()?.subUser?.permissions ?? null });

/** The signed-in account's roles and, for a sub-user, its tree. */
export const useAccess = (): Access => accessOf(usePermissions<Role[]>().permissions);

/** Whether the signed-in user may open a screen: its roles and a sub-user's tree (the server checks again). */
export const useMayOpen = () => {
  const access = useAccess();
  return (entry: Parameters<typeof mayOpen>[1]) => mayOpen(access, entry);
};

/** Whether the signed-in account is a sub-user. */
export const useIsSubUser = () => useAccess().tree !== null;
