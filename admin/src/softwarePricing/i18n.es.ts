import type { Translations } from '../i18n/types';
import type { softwarePricingEn } from './i18n';

export const softwarePricingEs: Translations<typeof softwarePricingEn> = {
  resources: {
    'software-pricing': {
      name: 'Precios de software |||| Precios de software',
      fields: { urgency: 'Urgencia', position: 'Orden', updatedAt: 'Actualizado' },
    },
  },
  software_pricing: {
    title: 'Precios de software',
    intro: 'Recargo en EUR que se suma a un pedido de software por cada nivel de urgencia, según el tipo de pedido. 0 = sin recargo.',
    urgency: { one_week: '1 semana', two_days: '2 días', one_day: '1 día', four_hours: '4 horas', two_hours: '2 horas', one_hour: '1 hora' },
    order_type: { ECU: 'ECU', DSG: 'DSG', ECU_DSG: 'ECU + DSG' },
    urgency_column: 'Urgencia',
    saved: 'Precios de software guardados (%{count} precios cambiados)',
  },
};
