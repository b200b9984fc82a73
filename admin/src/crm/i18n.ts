import type { Translations } from '../i18n/types';

/** crm.*: the Sales CRM screens (issue 14). */
export const crmEn = {
  crm: {
    menu: { users: 'Sales CRM', logs: 'CRM activity', deals: 'Deals & promotions' },
    english: 'English',
    spanish: 'Spanish',
    search: 'Search',
    no_target: 'No target',
    list_price: 'Price list',
    promotion_line: 'Promotion %{title} (-%{percent}%)',
    fields: {
      name: 'Name', email: 'Email', credits_to_buy: 'Sales target (credits)', bought: 'Credits bought', target_status: 'Target status',
      last_appointment: 'Next meeting', feedback_average: 'Feedback average', feedback_total: 'Ratings', from: 'Counting from', date_meet: 'Meeting date',
      description: 'Description', comment: 'Comment', text: 'Text', at: 'When', kind: 'What', actor: 'By',
    },
    users: { title: 'Sales CRM', empty: 'No customers found.' },
    user: { title: 'Sales CRM customer', not_found: 'This customer is not in the Sales CRM.' },
    target: { title: 'Sales target', save: 'Set target', saved: 'The sales target was set', history: 'Targets' },
    meetings: {
      title: 'Meetings', empty: 'No meetings yet.', add: 'Add meeting', added: 'The meeting was added', delete: 'Delete', deleted: 'The meeting was deleted',
    },
    feedback: { title: 'Feedback ratings', empty: 'No ratings yet.', add: 'Add rating', added: 'The rating was added' },
    logs: { title: 'Activity log', empty: 'No activity yet.', add: 'Add log entry', added: 'The log entry was added' },
    kinds: {
      SalesTargetSet: 'Sales target set', SalesMeetingScheduled: 'Meeting added', SalesMeetingDeleted: 'Meeting deleted', SalesFeedbackRated: 'Rating added',
      CustomLogWritten: 'Note', PromotionCreated: 'Promotion created',
    },
    deals: {
      title: 'Deals & promotions', empty: 'No promotions yet.', new: 'New promotion', create: 'Create promotion', created: 'The promotion was created',
      countries_help: 'Country codes separated by commas, e.g. ES, NL',
      users_count: '%{smart_count} user |||| %{smart_count} users',
      fields: { title: 'Title', discountPercent: 'Discount (%)', products: 'Applies to', audience: 'For', period: 'Period', status: 'Status', startsAt: 'Starts', endsAt: 'Ends', users: 'Customers', countries: 'Countries' },
      products: { credits: 'Credit packages', software: 'Software orders' },
      status: { scheduled: 'Scheduled', active: 'Active', ended: 'Ended' },
    },
  },
};

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
