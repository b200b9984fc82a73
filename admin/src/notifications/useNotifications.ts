import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { adminPath } from '../layout/AdminLink';
import type { PortalDataProvider } from '../providers/dataProvider';
import { subscribeLiveEvents } from '../providers/liveSocket';
import { storage } from '../providers/storage';
import { useAccess, useRoles } from '../roles/useMayOpen';
import { notificationsApi, type Unread } from './api';

/** Whether the signed-in user has a bell: everyone who is not a sub-user (spec section 6; the server refuses them the notification routes). */
export const useHasBell = () => {
  const { roles, tree } = useAccess();
  return roles.length > 0 && tree === null;
};

/**
 * The unread notifications, refetched on every live `notify` (the pushed one is stored, so the
 * list from the server is the truth). Spec sections 6 and 7: a non-administrator reloads its user
 * info on a notification, and `reload-old-notifications` sends a non-administrator to the credit dashboard.
 */
export const useNotifications = (enabled: boolean) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const navigate = useNavigate();
  const permissions = useRoles();
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
  const clear = async (body: Parameters<typeof notificationsApi.clear>[0]) => setUnread(await notificationsApi.clear(body).then(() => notificationsApi.unread()));
  return { unread, view, clear };
};
