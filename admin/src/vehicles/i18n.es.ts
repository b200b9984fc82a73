import type { Translations } from '../i18n/types';
import type { vehiclesEn } from './i18n';

export const vehiclesEs: Translations<typeof vehiclesEn> = {
  resources: {
    vehicles: {
      name: 'Vehículo |||| Vehículos',
      empty: 'El catálogo todavía no tiene vehículos.',
      fields: {
        id: 'Id',
        make: 'Marca',
        model: 'Modelo',
        generation: 'Generación',
        engine: 'Motor',
        engineFamily: 'Familia de motor',
        dsg: 'Familias DSG',
        stages: 'Etapas ECU',
        price: 'Precio (EUR)',
        power: 'Potencia',
        torque: 'Par',
        options: 'Opciones',
        option_name: 'Opción',
        choices: 'Valores',
        createdAt: 'Creado',
        updatedAt: 'Actualizado',
        q: 'Buscar',
      },
    },
  },
  vehicles: {
    stages_title: 'Etapas ECU',
    stages: { One: 'Etapa 1', Two: 'Etapa 2', TwoPlus: 'Etapa 2+', Three: 'Etapa 3', Four: 'Etapa 4' },
    price_hint: 'Vacío: bajo pedido',
    choices_hint: 'JSON, p. ej. ["Off","On"]',
    validation: {
      choices_json: 'Los valores deben ser una lista JSON, como ["Off","On"]',
    },
  },
};
