import type { Translations } from '../i18n/types';
import type { crmEn } from './i18n';

export const crmEs: Translations<typeof crmEn> = {
  crm: {
    menu: { users: 'CRM de ventas', logs: 'Actividad del CRM', deals: 'Ofertas y promociones' },
    english: 'inglés',
    spanish: 'español',
    search: 'Buscar',
    no_target: 'Sin objetivo',
    list_price: 'Precio de tarifa',
    promotion_line: 'Promoción %{title} (-%{percent}%)',
    fields: {
      name: 'Nombre', email: 'Correo', credits_to_buy: 'Objetivo de ventas (créditos)', bought: 'Créditos comprados', target_status: 'Estado del objetivo',
      last_appointment: 'Próxima reunión', feedback_average: 'Valoración media', feedback_total: 'Valoraciones', from: 'Contando desde', date_meet: 'Fecha de la reunión',
      description: 'Descripción', comment: 'Comentario', text: 'Texto', at: 'Cuándo', kind: 'Qué', actor: 'Por',
    },
    users: { title: 'CRM de ventas', empty: 'No se encontraron clientes.' },
    user: { title: 'Cliente del CRM de ventas', not_found: 'Este cliente no está en el CRM de ventas.' },
    target: { title: 'Objetivo de ventas', save: 'Fijar objetivo', saved: 'Se fijó el objetivo de ventas', history: 'Objetivos' },
    meetings: {
      title: 'Reuniones', empty: 'Aún no hay reuniones.', add: 'Añadir reunión', added: 'Se añadió la reunión', delete: 'Eliminar', deleted: 'Se eliminó la reunión',
    },
    feedback: { title: 'Valoraciones', empty: 'Aún no hay valoraciones.', add: 'Añadir valoración', added: 'Se añadió la valoración' },
    logs: { title: 'Registro de actividad', empty: 'Aún no hay actividad.', add: 'Añadir entrada', added: 'Se añadió la entrada' },
    kinds: {
      SalesTargetSet: 'Objetivo de ventas fijado', SalesMeetingScheduled: 'Reunión añadida', SalesMeetingDeleted: 'Reunión eliminada', SalesFeedbackRated: 'Valoración añadida',
      CustomLogWritten: 'Nota', PromotionCreated: 'Promoción creada',
    },
    deals: {
      title: 'Ofertas y promociones', empty: 'Aún no hay promociones.', new: 'Nueva promoción', create: 'Crear promoción', created: 'Se creó la promoción',
      countries_help: 'Códigos de país separados por comas, p. ej. ES, NL',
      users_count: '%{smart_count} usuario |||| %{smart_count} usuarios',
      fields: { title: 'Título', discountPercent: 'Descuento (%)', products: 'Se aplica a', audience: 'Para', period: 'Periodo', status: 'Estado', startsAt: 'Empieza', endsAt: 'Termina', users: 'Clientes', countries: 'Países' },
      products: { credits: 'Paquetes de créditos', software: 'Pedidos de software' },
      status: { scheduled: 'Programada', active: 'Activa', ended: 'Terminada' },
    },
  },
};
