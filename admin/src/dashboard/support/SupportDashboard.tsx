import { Box } from '@mui/material';
import { TICKET_STATUS_CLOSED } from '../../../../events/tickets/events';
import { storage } from '../../providers/storage';
import { useRefreshOnLive } from '../../shared/useRefreshOnLive';
import { ticketsOfAgent, unassignedTicketsPath } from '../links';
import { TicketPanel } from './TicketPanel';

/** A ticket opened, taken or deleted (`newTicket`) or answered (`ticket`, a notification) moves these lists. */
const TICKET_EVENTS = ['newTicket', 'ticket', 'notify'];
const UNASSIGNED = { unassigned: true };

/** Support: the tickets nobody has taken, and the agent's own still open (closed ones are done). */
export default function SupportDashboard() {
  const me = storage.getUser()?.id ?? '';
  useRefreshOnLive(TICKET_EVENTS);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', xl: '1fr 1fr' }, alignItems: 'start' }}>
      <TicketPanel title="dashboard.support.unassigned" filter={UNASSIGNED} to={unassignedTicketsPath} empty="dashboard.support.empty_unassigned" testId="tickets-unassigned" />
      <TicketPanel title="dashboard.support.mine" filter={{ agentId: me, statusNot: TICKET_STATUS_CLOSED }} to={ticketsOfAgent(me)} empty="dashboard.support.empty_mine" testId="tickets-mine" />
    </Box>
  );
}
