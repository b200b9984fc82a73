import type { Translations } from '../i18n/types';

/** resources.vehicles.* and vehicles.* (catalogue screens). */
export const vehiclesEn = {
  resources: {
    vehicles: {
      name: 'Vehicle |||| Vehicles',
      fields: {
        id: 'Id',
        make: 'Make',
        model: 'Model',
        generation: 'Generation',
        engine: 'Engine',
        engineFamily: 'Engine family',
        dsg: 'DSG families',
        stages: 'ECU stages',
        price: 'Price (EUR)',
        power: 'Power',
        torque: 'Torque',
        options: 'Options',
        option_name: 'Option',
        choices: 'Choices',
        createdAt: 'Created',
        updatedAt: 'Updated',
        q: 'Search',
      },
    },
  },
  vehicles: {
    stages_title: 'ECU stages',
    stages: { One: 'Stage 1', Two: 'Stage 2', TwoPlus: 'Stage 2+', Three: 'Stage 3', Four: 'Stage 4' },
    price_hint: 'Empty: on request',
    choices_hint: 'JSON, e.g. ["Off","On"]',
    validation: {
      choices_json: 'The choices must be a JSON list, such as ["Off","On"]',
    },
  },
};

export const vehiclesEs: Translations<typeof vehiclesEn> = {
  resources: {
    vehicles: {
      name: 'Vehículo |||| Vehículos',
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

