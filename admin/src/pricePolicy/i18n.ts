import type { Translations } from '../i18n/types';

/** resources.price-policy.* and price_policy.* (spec section 3: the price policy of upgrades). */
export const pricePolicyEn = {
  resources: {
    'price-policy': {
      name: 'Price policy |||| Price policies',
      fields: {
        id: 'Id',
        scope: 'Applies to',
        country_id: 'Country',
        dealer_id: 'Dealer',
        discount_after_a_year: 'Discount after a year (%)',
        minimum_price: 'Minimum price (EUR)',
        only_on_upgrade_fee: 'Only on upgrade fee',
        distributor_margin: 'Distributor margin (%)',
        createdAt: 'Created',
        updatedAt: 'Updated',
      },
    },
  },
  price_policy: {
    scope: { default: 'Everyone (default)', country: 'Country', dealer: 'Dealer' },
    default_title: 'Default policy',
    default_hint: 'Applies to every dealer without a policy of their own or of their country. It cannot be deleted.',
    scope_hint: 'Choose a country or a dealer (a dealer’s policy also covers its sub-dealers). The most specific policy wins: dealer, then country, then the default.',
    discount_hint: 'Percent of the previous order’s price still credited once it is a year old (younger: 100 %).',
    minimum_hint: 'An upgrade never costs less than this.',
    only_upgrade_hint: 'On: the previous order counts only when the new stage is above it.',
    margin_hint: 'For a distributor: the percent (0 to 65) of its dealers’ order prices it earns on each paid order (OrderDistributorProfit). 0: none.',
    yes: 'Yes',
    no: 'No',
    validation: {
      one_scope: 'Choose a country or a dealer, not both',
      scope_required: 'Choose a country or a dealer',
      percent: 'Enter a percent from 0 to 100',
      margin: 'Enter a percent from 0 to 65',
    },
  },
};

export const pricePolicyEs: Translations<typeof pricePolicyEn> = {
  resources: {
    'price-policy': {
      name: 'Política de precios |||| Políticas de precios',
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

