import { Menu, usePermissions } from 'react-admin';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import CategoryIcon from '@mui/icons-material/Category';
import LabelIcon from '@mui/icons-material/Label';
import type { Role } from '../constants';
import { adminPath } from '../layout/AdminLink';
import { MenuSection } from '../layout/MenuSection';
import { hasAny, TICKET_READERS } from './roles';

/** "Tickets" for everyone who uses them; the type screens for the Admin. */
export const TicketMenuItems = () => {
  const { permissions } = usePermissions<Role[]>();
  if (!hasAny(permissions, TICKET_READERS)) return null;
  const admin = hasAny(permissions, ['Admin']);
  return (
    <MenuSection title="tickets.menu.section">
      <Menu.Item to={adminPath('/support')} primaryText="tickets.menu.list" leftIcon={<SupportAgentIcon />} />
      {admin && <Menu.Item to={adminPath('/support-category')} primaryText="tickets.menu.categories" leftIcon={<CategoryIcon />} />}
      {admin && <Menu.Item to={adminPath('/support-status')} primaryText="tickets.menu.statuses" leftIcon={<LabelIcon />} />}
    </MenuSection>
  );
};
