import type { Translations } from '../i18n/types';
import type { ticketsEn, ticketResourcesEn } from './i18n';

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

export const ticketResourcesEs: Translations<typeof ticketResourcesEn> = {
  'support-category': { name: 'Categoría de ticket |||| Categorías de ticket', empty: 'Todavía no hay categorías de ticket.', fields: { id: 'Id', name: 'Nombre', menuGroup: 'Grupo de menú' } },
  'support-status': { name: 'Estado de ticket |||| Estados de ticket', empty: 'Todavía no hay estados de ticket.', fields: { id: 'Id', name: 'Nombre', position: 'Posición' } },
  support: { name: 'Ticket |||| Tickets', fields: ticketsEs.tickets.fields },
};
