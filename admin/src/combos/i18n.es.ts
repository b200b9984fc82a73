import type { Translations } from '../i18n/types';
import type { combosEn } from './i18n';

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
