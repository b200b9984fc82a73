import { SEEDED_TICKET_TYPES } from './seededTypes';

/** tickets.* and the resources of support tickets (issue 11). */
export const ticketsEn = {
  tickets: {
    menu: { section: 'Support', list: 'Tickets', categories: 'Ticket categories', statuses: 'Ticket statuses' },
    list: { title: 'Support tickets', empty: 'No tickets yet', empty_hint: 'Open a ticket and our support team will answer it here.', unassigned: 'Unassigned', mine: 'Assigned to me' },
    fields: {
      number: 'No.', title: 'Title', categoryId: 'Category', status: 'Status', agentId: 'Assignee', agentName: 'Assignee', dealerId: 'Dealer', dealerName: 'Dealer',
      order: 'Order', createdAt: 'Created', lastMessageAt: 'Last message', message: 'Message', unassigned: 'Unassigned only', files: 'Files',
    },
    new: { button: 'New ticket', title: 'New ticket', for_order: 'About order #%{number}', submit: 'Open ticket', attach: 'Attach files' },
    detail: {
      loading: 'Loading the ticket', conversation: 'Conversation', timeline: 'Timeline', order_link: 'Order #%{number}', waiting: 'Waiting for a response from support',
      assign_me: 'Assign to me', delete: 'Delete ticket', delete_confirm: 'Are you sure you want to delete this ticket?', deleted: 'Ticket deleted', back: 'Back to tickets',
    },
    composer: { label: 'Answer', placeholder: 'Write a message (Ctrl+Enter sends)', send: 'Send', attach: 'Attach files' },
    roles: { Dealer: 'Dealer', Support: 'Support', Admin: 'Admin' },
    timeline: {
      TicketOpened: 'Opened by the dealer', TicketMessagePosted: 'Message from %{role}', TicketAssigned: 'Assigned to %{name}',
      TicketStatusChanged: 'Status: %{from} → %{to}', TicketCategoryChanged: 'Category: %{from} → %{to}', TicketDeleted: 'Deleted',
    },
    /** The seeded types, shown in the user's language while an Admin has not renamed them (useTicketTypes). */
    seeded: SEEDED_TICKET_TYPES,
  },
};

/** resources.support-category / support-status: react-admin's labels of the Admin's type screens. */
export const ticketResourcesEn = {
  'support-category': { name: 'Ticket category |||| Ticket categories', empty: 'No ticket categories yet.', fields: { id: 'Id', name: 'Name', menuGroup: 'Menu group' } },
  'support-status': { name: 'Ticket status |||| Ticket statuses', empty: 'No ticket statuses yet.', fields: { id: 'Id', name: 'Name', position: 'Position' } },
  support: { name: 'Ticket |||| Tickets', fields: ticketsEn.tickets.fields },
};
