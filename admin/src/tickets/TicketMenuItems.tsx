import { Menu, usePermissions, useTranslate } from 'react-admin';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import CategoryIcon from '@mui/icons-material/Category';
import LabelIcon from '@mui/icons-material/Label';
import type { Role } from '../constants';
import { adminPath } from '../layout/AdminLink';
import { MenuSection } from '../layout/MenuSection';
import { CountBadge } from '../shared/CountBadge';
import { hasAny, TICKET_READERS, TICKET_STAFF } from './roles';
import { useUnassignedTickets } from './unassignedTickets';

/** The Tickets icon of Support and Admin, with the red badge of the tickets waiting for an agent. */
const StaffTicketsIcon = () => {
  const translate = useTranslate();
  const count = useUnassignedTickets();
  return (
    <CountBadge count={count} label={translate('menu_counters.totalNewTicket', { smart_count: count })} testId="tickets-badge">
      <SupportAgentIcon />
    </CountBadge>
  );
};

/** "Tickets" for everyone who uses them (with the unassigned count for the staff); the type screens for the Admin. */
export const TicketMenuItems = () => {
  const { permissions } = usePermissions<Role[]>();
  if (!hasAny(permissions, TICKET_READERS)) return null;
  const admin = hasAny(permissions, ['Admin']);
  const staff = hasAny(permissions, TICKET_STAFF);
  return (
    <MenuSection title="tickets.menu.section">
      <Menu.Item to={adminPath('/support')} primaryText="tickets.menu.list" leftIcon={staff ? <StaffTicketsIcon /> : <SupportAgentIcon />} />
      {admin && <Menu.Item to={adminPath('/support-category')} primaryText="tickets.menu.categories" leftIcon={<CategoryIcon />} />}
      {admin && <Menu.Item to={adminPath('/support-status')} primaryText="tickets.menu.statuses" leftIcon={<LabelIcon />} />}
    </MenuSection>
  );
};
