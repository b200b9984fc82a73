import { Resource } from 'react-admin';
import type { Role } from '../constants';
import { mayOpenScreen } from '../../../events/access/screens';
import { ticketCategories, ticketStatuses } from './TicketTypes';
import { hasAnyRole } from '../roles/hasAnyRole';
import { lazyPage } from '../shared/lazyPage';

// Each screen is loaded when first opened (docs/architecture.md "The admin's bundle").
const TicketList = lazyPage(() => import('./TicketList'), 'TicketList');
const TicketRoute = lazyPage(() => import('./TicketRoute'), 'TicketRoute');

export { ticketCommands } from './ticketApi';
export { NewTicketButton } from './NewTicketButton';
export { TicketMenuItems } from './TicketMenuItems';

/** support (the list) and support/{id} (the ticket, or its number: TicketRoute; react-admin's edit path is /support/:id); the Admin's type screens. */
export const ticketResources = (roles: Role[]) => (
  <>
    {mayOpenScreen(roles, '/support') && <Resource name="support" list={TicketList} edit={TicketRoute} />}
    {hasAnyRole(roles, ['Admin']) && <Resource name="support-category" {...ticketCategories} />}
    {hasAnyRole(roles, ['Admin']) && <Resource name="support-status" {...ticketStatuses} />}
    {/* Others read the types for their selects: a resource without screens. */}
    {!hasAnyRole(roles, ['Admin']) && mayOpenScreen(roles, '/support') && <><Resource name="support-category" /><Resource name="support-status" /></>}
  </>
);
