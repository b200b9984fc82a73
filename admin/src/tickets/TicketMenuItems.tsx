import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import CategoryIcon from '@mui/icons-material/Category';
import LabelIcon from '@mui/icons-material/Label';
import { MenuLink } from '../layout/MenuLink';
import { MenuSection } from '../layout/MenuSection';
import { TICKET_READERS } from './roles';

/** "Tickets" for everyone who uses them; the type screens for the Admin. */
export const TicketMenuItems = () => (
  <MenuSection title="tickets.menu.section" roles={TICKET_READERS}>
    <MenuLink path="/support" label="tickets.menu.list" icon={<SupportAgentIcon />} />
    <MenuLink path="/support-category" label="tickets.menu.categories" icon={<CategoryIcon />} roles={['Admin']} />
    <MenuLink path="/support-status" label="tickets.menu.statuses" icon={<LabelIcon />} roles={['Admin']} />
  </MenuSection>
);
