import type { Translations } from '../i18n/types';

/** combos.* (the combos screen). */
export const combosEn = {
  combos: {
    title: 'Combos',
    menu: 'Combos',
    fields: { id: 'Combo', ecu: 'ECU stage', dsg: 'DSG stage', price: 'Price (EUR)', description: 'Description', rule_ecu: 'ECU stage', min: 'Lowest DSG stage', max: 'Highest DSG stage' },
    stages: { One: 'Stage 1', Two: 'Stage 2', TwoPlus: 'Stage 2+', Three: 'Stage 3', Four: 'Stage 4' },
    price_rule: 'Dealers never pay more than the sum of the parts (ECU stage + DSG stage): a higher combo price is capped at that sum. The discount shown is the rounded percent below the sum, at most %{max}%. Empty price: on request.',
    rules_title: 'Rules',
    rules_hint: 'For an ECU stage, the range of DSG stages it can be combined with. An ECU stage without a rule combines as the list above allows.',
    saved: 'Combos saved',
  },
};

export const combosEs: Translations<typeof combosEn> = {
  combos: {
    title: 'Combos',
    menu: 'Combos',
    fields: { id: 'Combo', ecu: 'Etapa ECU', dsg: 'Etapa DSG', price: 'Precio (EUR)', description: 'Descripción', rule_ecu: 'Etapa ECU', min: 'Etapa DSG mínima', max: 'Etapa DSG máxima' },
    stages: { One: 'Etapa 1', Two: 'Etapa 2', TwoPlus: 'Etapa 2+', Three: 'Etapa 3', Four: 'Etapa 4' },
    price_rule: 'El concesionario nunca paga más que la suma de las partes (etapa ECU + etapa DSG): un precio de combo mayor se limita a esa suma. El descuento mostrado es el porcentaje redondeado por debajo de la suma, como máximo %{max}%. Precio vacío: bajo pedido.',
    rules_title: 'Reglas',
    rules_hint: 'Para una etapa ECU, el rango de etapas DSG con las que se puede combinar. Una etapa ECU sin regla se combina según la lista de arriba.',
    saved: 'Combos guardados',
  },
};
