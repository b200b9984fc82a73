import { CounterBadge } from '../../counters';
import { adminPath } from '../../layout/AdminLink';
import { MenuEntry } from '../../layout/MenuEntry';
import { MenuSection } from '../../layout/MenuSection';
import { useAccess } from '../../roles/useMayOpen';
import { storage } from '../../providers/storage';
import { creditMenuEntries } from './creditMenuEntries';

/** The credit entries of the sidebar, only those the user's roles, sale and buy rights and a sub-user's tree allow. */
export const CreditMenuItems = () => {
  const access = useAccess();
  const user = storage.getUser();
  const entries = creditMenuEntries(access, { canBuy: user?.canBuy ?? false, canSale: user?.canSale ?? false });
  if (entries.length === 0) return null;
  return (
    <MenuSection title="credit.menu.section">
      {entries.map((entry) => (
        <MenuEntry
          key={entry.path}
          to={adminPath(entry.path)}
          label={entry.label}
          icon={entry.counter ? <CounterBadge counter={entry.counter}>{entry.icon}</CounterBadge> : entry.icon}
        />
      ))}
    </MenuSection>
  );
};
