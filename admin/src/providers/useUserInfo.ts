import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from './dataProvider';
import { storage } from './storage';
import type { UserInfo } from './types';

/** The signed-in user's fresh UserInfo (GET /api/user/view); starts from the stored copy. */
export const useUserInfo = (): UserInfo | null => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [user, setUser] = useState<UserInfo | null>(() => storage.getUser());

  useEffect(() => {
    let live = true;
    dataProvider
      .getUserInfo()
      .then((fresh) => {
        if (!live) return;
        storage.saveUser(fresh);
        setUser(fresh);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [dataProvider]);

  return user;
};
