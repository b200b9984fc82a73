import type { Translations } from '../i18n/types';

/** contact.*: the public contact form and the Admin's list of its requests (issue 14). */
export const contactEn = {
  contact: {
    menu: 'Contact requests',
    title: 'Contact requests',
    empty: 'No contact requests yet',
    loading: 'Loading the contact requests',
    waiting: 'Waiting',
    handled: 'Handled',
    mark_handled: 'Mark handled',
    mark_confirm: 'Are you sure you want to perform this action?',
    marked: 'The request is marked handled',
    form: { title: 'Contact us', intro: 'Write to us and we will answer by email.', send: 'Send', sent: 'Thank you: we received your message and will answer by email', back: 'Back to sign in' },
    fields: { name: 'Name', email: 'Email', phone: 'Phone', subject: 'Subject', message: 'Message', createdAt: 'Received', status: 'Status' },
  },
};

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
