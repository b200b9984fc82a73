import type { Translations } from '../i18n/types';
import type { vehiclesPricingEn } from './i18n';

export const vehiclesPricingEs: Translations<typeof vehiclesPricingEn> = {
  resources: {
    'vehicles-pricing': {
      name: 'Precio de vehículo |||| Precios de vehículos',
      empty: 'Todavía no hay precios de vehículos.',
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
