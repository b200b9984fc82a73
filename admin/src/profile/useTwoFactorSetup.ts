import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { errorMessage } from '../shared/errors';
import type { PortalDataProvider } from '../providers/dataProvider';
import type { TwoFactorSetup } from '../providers/types';

/** Asks the server for a new secret and QR code (POST /api/user/two-factor/setup). */
export const useTwoFactorSetup = (onReady: (setup: TwoFactorSetup) => void) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const [pending, setPending] = useState(false);

  const start = async () => {
    setPending(true);
    try {
      onReady(await dataProvider.setupTwoFactor());
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return { start, pending };
};
