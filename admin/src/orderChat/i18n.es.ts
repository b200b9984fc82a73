import type { Translations } from '../i18n/types';
import type { orderChatEn } from './i18n';

export const orderChatEs: Translations<typeof orderChatEn> = {
  order_chat: {
    title: 'Chat',
    loading: 'Cargando el chat',
    empty: 'Aún no hay mensajes',
    older: 'Ver mensajes anteriores',
    roles: { Dealer: 'Concesionario', Calibrator: 'Calibrador', Support: 'Soporte', Admin: 'Administrador' },
    composer: { label: 'Mensaje', placeholder: 'Escriba un mensaje (Ctrl+Intro envía)', attach: 'Adjuntar archivos', send: 'Enviar' },
    alert: { title: 'Nuevo mensaje en el chat de un pedido', open: 'Abrir' },
  },
};
