import type { Translations } from '../i18n/types';

/** order_chat.*: the chat on each order (issue 10). */
export const orderChatEn = {
  order_chat: {
    title: 'Chat',
    loading: 'Loading the chat',
    empty: 'No messages yet',
    older: 'Show older messages',
    roles: { Dealer: 'Dealer', Calibrator: 'Calibrator', Support: 'Support', Admin: 'Admin' },
    composer: { label: 'Message', placeholder: 'Write a message (Ctrl+Enter sends)', attach: 'Attach files', send: 'Send' },
    alert: { title: 'New message in an order chat', open: 'Open' },
  },
};

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
