import { useEffect } from 'react';
import { forceLogout } from '../providers/authProvider';
import { closeLiveSocket, openLiveSocket } from '../providers/liveSocket';
import { storage } from '../providers/storage';

/** Keeps the live socket open while the signed-in layout is shown. */
export const useLiveSocket = () => {
  useEffect(() => {
    const token = storage.getToken();
    if (!token) return;
    openLiveSocket(token, {
      // Spec section 4: a user-deactivated notification forces a non-administrator to log out.
      onUserDeactivated: () => {
        if (!storage.getUser()?.rol.includes('Admin')) forceLogout();
      },
    });
    return closeLiveSocket;
  }, []);
};
