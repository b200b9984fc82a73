import type { Translations } from '../i18n/types';

/** feedback.*: dealers' ratings and the Admin's and Support's list (issue 14). */
export const feedbackEn = {
  feedback: {
    menu: 'Feedback',
    title: 'Feedback',
    empty: 'No feedback yet',
    loading: 'Loading the feedback',
    leave: 'Leave feedback',
    leave_title: 'Rate order #%{number}',
    service_title: 'Rate our service',
    rate_service: 'Rate the service',
    given: 'Your rating: %{rating}/5',
    sent: 'Thank you for your feedback',
    send: 'Send',
    cancel: 'Cancel',
    all: 'All',
    newest: 'Newest first',
    oldest: 'Oldest first',
    kinds: { order: 'Order', service: 'Service' },
    fields: { rating: 'Rating', comment: 'Comment', kind: 'About', order: 'Order', dealer: 'Dealer', createdAt: 'Date' },
  },
};

export const feedbackEs: Translations<typeof feedbackEn> = {
  feedback: {
    menu: 'Valoraciones',
    title: 'Valoraciones',
    empty: 'Aún no hay valoraciones',
    loading: 'Cargando las valoraciones',
    leave: 'Dejar una valoración',
    leave_title: 'Valorar el pedido n.º %{number}',
    service_title: 'Valore nuestro servicio',
    rate_service: 'Valorar el servicio',
    given: 'Su valoración: %{rating}/5',
    sent: 'Gracias por su valoración',
    send: 'Enviar',
    cancel: 'Cancelar',
    all: 'Todas',
    newest: 'Más recientes primero',
    oldest: 'Más antiguas primero',
    kinds: { order: 'Pedido', service: 'Servicio' },
    fields: { rating: 'Valoración', comment: 'Comentario', kind: 'Sobre', order: 'Pedido', dealer: 'Concesionario', createdAt: 'Fecha' },
  },
};
