import { Resource } from 'react-admin';
import type { Role } from '../constants';
import { hasAny, TICKET_READERS } from './roles';
import { TicketList } from './TicketList';
import { TicketPage } from './TicketPage';
import { ticketCategories, ticketStatuses } from './TicketTypes';

export { ticketCommands } from './ticketApi';
export { NewTicketButton } from './NewTicketButton';
export { TicketMenuItems } from './TicketMenuItems';

/** support (the list) and support/{id} (the ticket: react-admin's edit path is /support/:id); the Admin's type screens. */
export const ticketResources = (roles: Role[]) => (
  <>
    {hasAny(roles, TICKET_READERS) && <Resource name="support" list={TicketList} edit={TicketPage} />}
    {hasAny(roles, ['Admin']) && <Resource name="support-category" {...ticketCategories} />}
    {hasAny(roles, ['Admin']) && <Resource name="support-status" {...ticketStatuses} />}
    {/* Others read the types for their selects: a resource without screens. */}
    {!hasAny(roles, ['Admin']) && hasAny(roles, TICKET_READERS) && <><Resource name="support-category" /><Resource name="support-status" /></>}
  </>
);
