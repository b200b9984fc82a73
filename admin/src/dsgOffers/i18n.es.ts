import type { Translations } from '../i18n/types';
import type { dsgOffersEn } from './i18n';

export const dsgOffersEs: Translations<typeof dsgOffersEn> = {
  resources: {
    'vehicles-dsg': {
      name: 'Oferta DSG |||| Ofertas DSG',
      empty: 'Todavía no hay ofertas DSG.',
      fields: {
        id: 'Familia',
        family: 'Familia de caja de cambios',
        stockTorque: 'Par de serie',
        stockPrice: 'Precio de serie (EUR)',
        stages: 'Precios por etapa',
        torque: 'Par',
        price: 'Precio (EUR)',
        softwareOptions: 'Opciones de software',
        hardwareOptions: 'Opciones de hardware',
        option_name: 'Opción',
        updatedAt: 'Actualizada',
      },
    },
  },
  dsg_offers: {
    stages_title: 'Etapas DSG',
    stages: { Stock: 'Conducción (Stock)', original_file: 'Archivo original', One: 'Etapa 1', Two: 'Etapa 2', TwoPlus: 'Etapa 2+', Three: 'Etapa 3', Four: 'Etapa 4' },
    original_file_rule: 'Gratis con hardware TVS; si no, precio bajo pedido: lo fija la regla, no este formulario.',
    price_hint: 'Vacío: bajo pedido',
    option_price_hint: 'Vacío: sin coste adicional',
    family_hint: 'Solo se listan las familias sin oferta',
  },
};
