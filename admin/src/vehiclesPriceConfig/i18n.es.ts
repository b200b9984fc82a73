import type { Translations } from '../i18n/types';
import type { vehiclesPriceConfigEn } from './i18n';

export const vehiclesPriceConfigEs: Translations<typeof vehiclesPriceConfigEn> = {
  resources: {
    'vehicles-price-config': {
      name: 'Precios por motor |||| Precios por motor',
      empty: 'Aún no hay precios por familia de motor.',
      fields: {
        id: 'Id',
        engineFamily: 'Familia de motor',
        One: 'Etapa 1',
        Two: 'Etapa 2',
        TwoPlus: 'Etapa 2+',
        Three: 'Etapa 3',
        Four: 'Etapa 4',
        vehicles: 'Vehículos',
        createdAt: 'Creada',
        updatedAt: 'Actualizada',
        q: 'Buscar',
      },
    },
  },
  price_config: {
    intro: 'Precios por etapa (EUR) de cada familia de motor. Al guardar una fila, todos los vehículos de esa familia reciben estos precios; un precio vacío (—) deja esa etapa de los vehículos como está. 9999 = bajo pedido.',
    leave: '—',
    price_hint: 'Vacío: se mantiene el precio de los vehículos',
    applied: 'Guardado: cambiaron los precios de %{smart_count} vehículo |||| Guardado: cambiaron los precios de %{smart_count} vehículos',
    importer_title: 'Importar y exportar (hoja de cálculo)',
    importer_help: 'La exportación tiene las columnas engineFamily, One, Two, TwoPlus, Three, Four; importe las mismas columnas. Cada fila crea o sustituye la configuración de su familia de motor y la aplica a los vehículos; las filas iguales a la configuración guardada no se tocan.',
  },
};
