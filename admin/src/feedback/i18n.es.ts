import type { Translations } from '../i18n/types';
import type { feedbackEn } from './i18n';

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
