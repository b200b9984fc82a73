import { Menu, usePermissions } from 'react-admin';
import type { Role } from '../../constants';
import { CounterBadge } from '../../counters';
import { adminPath } from '../../layout/AdminLink';
import { MenuSection } from '../../layout/MenuSection';
import { hasAnyRole } from '../../roles/hasAnyRole';
import { CREDIT_MENU_ENTRIES } from './creditMenuEntries';

/** The credit entries of the sidebar, only those the user's roles may open. */
export const CreditMenuItems = () => {
  const { permissions } = usePermissions<Role[]>();
  const entries = CREDIT_MENU_ENTRIES.filter((entry) => hasAnyRole(permissions, entry.roles));
  if (entries.length === 0) return null;
  return (
    <MenuSection title="credit.menu.section">
      {entries.map((entry) => (
        <Menu.Item
          key={entry.path}
          to={adminPath(entry.path)}
          primaryText={entry.label}
          leftIcon={entry.counter ? <CounterBadge counter={entry.counter}>{entry.icon}</CounterBadge> : entry.icon}
        />
      ))}
    </MenuSection>
  );
};
