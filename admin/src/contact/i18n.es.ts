import type { Translations } from '../i18n/types';
import type { contactEn } from './i18n';

export const contactEs: Translations<typeof contactEn> = {
  contact: {
    menu: 'Solicitudes de contacto',
    title: 'Solicitudes de contacto',
    empty: 'Aún no hay solicitudes de contacto',
    loading: 'Cargando las solicitudes de contacto',
    waiting: 'Pendiente',
    handled: 'Atendida',
    mark_handled: 'Marcar como atendida',
    mark_confirm: '¿Está seguro de que desea realizar esta acción?',
    marked: 'La solicitud está marcada como atendida',
    form: { title: 'Contáctenos', intro: 'Escríbanos y le responderemos por correo electrónico.', send: 'Enviar', sent: 'Gracias: hemos recibido su mensaje y le responderemos por correo electrónico', back: 'Volver al inicio de sesión' },
    fields: { name: 'Nombre', email: 'Correo electrónico', phone: 'Teléfono', subject: 'Asunto', message: 'Mensaje', createdAt: 'Recibida', status: 'Estado' },
  },
};
