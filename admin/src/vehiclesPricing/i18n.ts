import type { Translations } from '../i18n/types';

/** resources.vehicles-pricing.* and vehicles_pricing.* (the vehicle pricing screen). */
export const vehiclesPricingEn = {
  resources: {
    'vehicles-pricing': {
      name: 'Vehicle price |||| Vehicle pricing',
      fields: {
        make: 'Make',
        model: 'Model',
        generation: 'Generation',
        engine: 'Engine',
        engineFamily: 'Engine family',
        One: 'Stage 1',
        Two: 'Stage 2',
        TwoPlus: 'Stage 2+',
        Three: 'Stage 3',
        Four: 'Stage 4',
        updatedAt: 'Last change',
        q: 'Search',
        start: 'Changed from',
        end: 'Changed until',
      },
    },
  },
  vehicles_pricing: {
    on_request: 'On request',
    not_offered: 'Stage not offered for this vehicle',
    edit_title: 'Prices of %{vehicle}',
    prices_title: 'ECU stage prices (EUR)',
    price_hint: 'Empty: on request',
    other_fields: 'Power, torque and options are edited on the vehicle.',
    open_vehicle: 'Open the vehicle',
    sheet_title: 'Import and export (spreadsheet)',
    sheet_help: 'The export has the columns id, make, model, generation, engine and the five stage prices; import the same columns. The names must match the vehicle of the id; an empty price is on request; a price for a stage the vehicle lacks adds that stage.',
  },
};

export const vehiclesPricingEs: Translations<typeof vehiclesPricingEn> = {
  resources: {
    'vehicles-pricing': {
      name: 'Precio de vehículo |||| Precios de vehículos',
      fields: {
        make: 'Marca',
        model: 'Modelo',
        generation: 'Generación',
        engine: 'Motor',
        engineFamily: 'Familia de motor',
        One: 'Etapa 1',
        Two: 'Etapa 2',
        TwoPlus: 'Etapa 2+',
        Three: 'Etapa 3',
        Four: 'Etapa 4',
        updatedAt: 'Último cambio',
        q: 'Buscar',
        start: 'Cambiado desde',
        end: 'Cambiado hasta',
      },
    },
  },
  vehicles_pricing: {
    on_request: 'Bajo pedido',
    not_offered: 'Etapa no ofrecida para este vehículo',
    edit_title: 'Precios de %{vehicle}',
    prices_title: 'Precios por etapa de ECU (EUR)',
    price_hint: 'Vacío: bajo pedido',
    other_fields: 'La potencia, el par y las opciones se editan en el vehículo.',
    open_vehicle: 'Abrir el vehículo',
    sheet_title: 'Importar y exportar (hoja de cálculo)',
    sheet_help: 'La exportación tiene las columnas id, make, model, generation, engine y los cinco precios por etapa; importe las mismas columnas. Los nombres deben coincidir con el vehículo del id; un precio vacío es bajo pedido; un precio para una etapa que el vehículo no tiene añade esa etapa.',
  },
};
