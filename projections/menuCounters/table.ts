// The sidebar's ticket counter (issue 11): one row per ticket opened and not deleted, folded from
// the ticket streams' events only (never from the tickets read model); agent_id null = new ticket.

export interface MenuCounterTicketsTable {
  ticket_id: string;
  agent_id: string | null;
}
