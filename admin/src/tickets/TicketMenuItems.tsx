import { useTranslate } from 'react-admin';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import CategoryIcon from '@mui/icons-material/Category';
import LabelIcon from '@mui/icons-material/Label';
import { MenuLink } from '../layout/MenuLink';
import { MenuSection } from '../layout/MenuSection';
import { useHasAnyRole } from '../roles/useHasAnyRole';
import { CountBadge } from '../shared/CountBadge';
import { TICKET_STAFF } from './roles';
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
  const staff = useHasAnyRole()(TICKET_STAFF);
  return (
    <MenuSection title="tickets.menu.section" paths={['/support']}>
      <MenuLink path="/support" label="tickets.menu.list" icon={staff ? <StaffTicketsIcon /> : <SupportAgentIcon />} />
      <MenuLink path="/support-category" label="tickets.menu.categories" icon={<CategoryIcon />} />
      <MenuLink path="/support-status" label="tickets.menu.statuses" icon={<LabelIcon />} />
    </MenuSection>
  );
};
