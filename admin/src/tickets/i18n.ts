import type { Translations } from '../i18n/types';

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
    seeded: {
      category: { technical: 'Technical', financial: 'Financial' },
      status: { waiting: 'Waiting for response', 'in-progress': 'In progress', open: 'Open', closed: 'Closed' },
    },
  },
};

export const ticketsEs: Translations<typeof ticketsEn> = {
  tickets: {
    menu: { section: 'Soporte', list: 'Tickets', categories: 'Categorías de ticket', statuses: 'Estados de ticket' },
    list: { title: 'Tickets de soporte', empty: 'Aún no hay tickets', empty_hint: 'Abra un ticket y nuestro equipo de soporte le responderá aquí.', unassigned: 'Sin asignar', mine: 'Asignados a mí' },
    fields: {
      number: 'N.º', title: 'Título', categoryId: 'Categoría', status: 'Estado', agentId: 'Asignado a', agentName: 'Asignado a', dealerId: 'Concesionario', dealerName: 'Concesionario',
      order: 'Pedido', createdAt: 'Creado', lastMessageAt: 'Último mensaje', message: 'Mensaje', unassigned: 'Solo sin asignar', files: 'Archivos',
    },
    new: { button: 'Nuevo ticket', title: 'Nuevo ticket', for_order: 'Sobre el pedido n.º %{number}', submit: 'Abrir ticket', attach: 'Adjuntar archivos' },
    detail: {
      loading: 'Cargando el ticket', conversation: 'Conversación', timeline: 'Historial', order_link: 'Pedido n.º %{number}', waiting: 'Esperando una respuesta de soporte',
      assign_me: 'Asignármelo', delete: 'Eliminar ticket', delete_confirm: '¿Está seguro de que desea eliminar este ticket?', deleted: 'Ticket eliminado', back: 'Volver a los tickets',
    },
    composer: { label: 'Respuesta', placeholder: 'Escriba un mensaje (Ctrl+Intro envía)', send: 'Enviar', attach: 'Adjuntar archivos' },
    roles: { Dealer: 'Concesionario', Support: 'Soporte', Admin: 'Administrador' },
    timeline: {
      TicketOpened: 'Abierto por el concesionario', TicketMessagePosted: 'Mensaje de %{role}', TicketAssigned: 'Asignado a %{name}',
      TicketStatusChanged: 'Estado: %{from} → %{to}', TicketCategoryChanged: 'Categoría: %{from} → %{to}', TicketDeleted: 'Eliminado',
    },
    seeded: {
      category: { technical: 'Técnica', financial: 'Financiera' },
      status: { waiting: 'Esperando respuesta', 'in-progress': 'En curso', open: 'Abierto', closed: 'Cerrado' },
    },
  },
};

/** resources.support-category / support-status: react-admin's labels of the Admin's type screens. */
export const ticketResourcesEn = {
  'support-category': { name: 'Ticket category |||| Ticket categories', fields: { id: 'Id', name: 'Name', menuGroup: 'Menu group' } },
  'support-status': { name: 'Ticket status |||| Ticket statuses', fields: { id: 'Id', name: 'Name', position: 'Position' } },
  support: { name: 'Ticket |||| Tickets', fields: ticketsEn.tickets.fields },
};
export const ticketResourcesEs: Translations<typeof ticketResourcesEn> = {
  'support-category': { name: 'Categoría de ticket |||| Categorías de ticket', fields: { id: 'Id', name: 'Nombre', menuGroup: 'Grupo de menú' } },
  'support-status': { name: 'Estado de ticket |||| Estados de ticket', fields: { id: 'Id', name: 'Nombre', position: 'Posición' } },
  support: { name: 'Ticket |||| Tickets', fields: ticketsEs.tickets.fields },
};
