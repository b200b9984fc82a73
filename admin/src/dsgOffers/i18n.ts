import type { Translations } from '../i18n/types';

/** resources.vehicles-dsg.* and dsg_offers.* (DSG/TCU offers). */
export const dsgOffersEn = {
  resources: {
    'vehicles-dsg': {
      name: 'DSG offer |||| DSG offers',
      fields: {
        id: 'Family',
        family: 'Gearbox family',
        stockTorque: 'Stock torque',
        stockPrice: 'Stock price (EUR)',
        stages: 'Stage prices',
        torque: 'Torque',
        price: 'Price (EUR)',
        softwareOptions: 'Software options',
        hardwareOptions: 'Hardware options',
        option_name: 'Option',
        updatedAt: 'Updated',
      },
    },
  },
  dsg_offers: {
    stages_title: 'DSG stages',
    stages: { Stock: 'Drivability (Stock)', original_file: 'Original File', One: 'Stage 1', Two: 'Stage 2', TwoPlus: 'Stage 2+', Three: 'Stage 3', Four: 'Stage 4' },
    original_file_rule: 'Free for TVS hardware, otherwise price on request: set by the rule, not here.',
    price_hint: 'Empty: on request',
    option_price_hint: 'Empty: no extra charge',
    family_hint: 'Only families without an offer are listed',
  },
};

export const dsgOffersEs: Translations<typeof dsgOffersEn> = {
  resources: {
    'vehicles-dsg': {
      name: 'Oferta DSG |||| Ofertas DSG',
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
