import { useCallback, useEffect, useState } from 'react';
import { useDataProvider, usePermissions } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Role } from '../constants';
import { adminPath } from '../layout/AdminLink';
import type { PortalDataProvider } from '../providers/dataProvider';
import { subscribeLiveEvents } from '../providers/liveSocket';
import { storage } from '../providers/storage';
import { notificationsApi, type Unread } from './api';

/** Sub-user roles (spec section 6): they have no bell. */
const SUB_USER_ROLES = ['sub_user_admin', 'sub_user_support'];

/** Whether the signed-in user has a bell: everyone who is not a sub-user. */
export const useHasBell = () => {
  const { permissions } = usePermissions<Role[]>();
  return Boolean(permissions?.length) && !permissions!.some((role) => SUB_USER_ROLES.includes(role));
};

/**
 * The unread notifications, refetched on every live `notify` (the pushed one is stored, so the
 * list from the server is the truth). Spec sections 6 and 7: a non-administrator reloads its user
 * info on a notification, and `reload-old-notifications` sends a non-administrator to the credit dashboard.
 */
export const useNotifications = (enabled: boolean) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const navigate = useNavigate();
  const { permissions } = usePermissions<Role[]>();
  const admin = Boolean(permissions?.includes('Admin'));
  const [unread, setUnread] = useState<Unread | null>(null);

  const refetch = useCallback(() => notificationsApi.unread().then((answer) => answer.statusCode === 200 && setUnread(answer)).catch(() => undefined), []);

  useEffect(() => {
    if (!enabled) return;
    void refetch();
    const reloadUser = () => dataProvider.getUserInfo().then((fresh) => storage.saveUser(fresh)).catch(() => undefined);
    return subscribeLiveEvents((event) => {
      if (event === 'notify') {
        void refetch();
        if (!admin) void reloadUser();
      }
      // The server sends it when the user's roles or credit rights changed (CONTRACT "Notifications").
      if (event === 'reload-old-notifications') {
        void refetch();
        void reloadUser().then(() => !admin && navigate(adminPath('/credit-dashboard')));
      }
    });
  }, [enabled, admin, refetch, dataProvider, navigate]);

  const view = async (ids: string[]) => setUnread(await notificationsApi.view(ids).then(() => notificationsApi.unread()));
  const clear = async (body: { ids?: string[]; type?: string }) => setUnread(await notificationsApi.clear(body).then(() => notificationsApi.unread()));
  return { unread, view, clear };
};
