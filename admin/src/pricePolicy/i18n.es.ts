import type { Translations } from '../i18n/types';
import type { pricePolicyEn } from './i18n';

export const pricePolicyEs: Translations<typeof pricePolicyEn> = {
  resources: {
    'price-policy': {
      name: 'Política de precios |||| Políticas de precios',
      empty: 'Todavía no hay políticas de precios.',
      fields: {
        id: 'Id',
        scope: 'Se aplica a',
        country_id: 'País',
        dealer_id: 'Concesionario',
        discount_after_a_year: 'Descuento pasado un año (%)',
        minimum_price: 'Precio mínimo (EUR)',
        only_on_upgrade_fee: 'Solo en la tarifa de mejora',
        distributor_margin: 'Margen del distribuidor (%)',
        createdAt: 'Creada',
        updatedAt: 'Actualizada',
      },
    },
  },
  price_policy: {
    scope: { default: 'Todos (por defecto)', country: 'País', dealer: 'Concesionario' },
    default_title: 'Política por defecto',
    default_hint: 'Se aplica a todo concesionario sin política propia ni de su país. No se puede eliminar.',
    scope_hint: 'Elija un país o un concesionario (la política de un concesionario cubre también a sus subconcesionarios). Gana la más específica: concesionario, luego país, luego la de por defecto.',
    discount_hint: 'Porcentaje del precio del pedido anterior que aún se descuenta cuando tiene un año (antes: 100 %).',
    minimum_hint: 'Una mejora nunca cuesta menos que esto.',
    only_upgrade_hint: 'Activado: el pedido anterior solo cuenta si la nueva etapa es superior.',
    margin_hint: 'Para un distribuidor: el porcentaje (0 a 65) del precio de los pedidos de sus concesionarios que gana en cada pedido pagado (OrderDistributorProfit). 0: ninguno.',
    yes: 'Sí',
    no: 'No',
    validation: {
      one_scope: 'Elija un país o un concesionario, no ambos',
      scope_required: 'Elija un país o un concesionario',
      percent: 'Introduzca un porcentaje de 0 a 100',
      margin: 'Introduzca un porcentaje de 0 a 65',
    },
  },
};
