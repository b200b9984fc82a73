import type { Translations } from '../i18n/types';
import type { notificationsEn } from './i18n';

export const notificationsEs: Translations<typeof notificationsEn> = {
  notifications: {
    bell: 'Notificaciones',
    bell_unread: 'Notificaciones: %{count} sin leer',
    empty: '¡No tienes notificaciones nuevas!',
    clear_all: 'Borrar todas',
    clear_one: 'Descartar',
    old: 'Notificaciones antiguas',
    old_empty: 'No hay notificaciones antiguas',
    loading: 'Cargando notificaciones',
    types: { credits: 'Créditos', chats: 'Chats', software: 'Software', general: 'General', priceList: 'Lista de precios' },
    columns: { time: 'Hora', type: 'Tipo', title: 'Título', text: 'Texto' },
    more: 'Ver más',
  },
};
