import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { CountBadge } from '../shared/CountBadge';
import { useLiveStore } from '../shared/liveStore';
import { registrationsStore } from './registrationsStore';

/** The count of registrations waiting, as a red badge on the Registrations entry's icon. */
export const RegistrationsBadge = ({ children }: { children: ReactElement }) => {
  const translate = useTranslate();
  const count = useLiveStore(registrationsStore) ?? 0;
  return <CountBadge count={count} label={translate('networks.registrations.badge', { smart_count: count })} testId="registrations-badge">{children}</CountBadge>;
};
