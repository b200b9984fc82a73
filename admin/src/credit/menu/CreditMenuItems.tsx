import { Divider, ListSubheader } from '@mui/material';
import { Menu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import type { Role } from '../../constants';
import { adminPath } from '../../layout/AdminLink';
import { hasAnyRole } from '../constants';
import { CREDIT_MENU_ENTRIES } from './creditMenuEntries';

/** The credit entries of the sidebar, only those the user's roles may open. */
export const CreditMenuItems = () => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const { permissions } = usePermissions<Role[]>();
  const entries = CREDIT_MENU_ENTRIES.filter((entry) => hasAnyRole(permissions, entry.roles));
  if (entries.length === 0) return null;
  return (
    <>
      <Divider sx={{ my: 1 }} />
      {sidebarOpen && (
        <ListSubheader component="div" sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
          {translate('credit.menu.section')}
        </ListSubheader>
      )}
      {entries.map((entry) => (
        <Menu.Item key={entry.path} to={adminPath(entry.path)} primaryText={entry.label} leftIcon={entry.icon} />
      ))}
      <Divider sx={{ my: 1 }} />
    </>
  );
};
