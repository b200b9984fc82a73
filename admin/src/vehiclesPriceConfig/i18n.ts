import type { Translations } from '../i18n/types';

/** resources.vehicles-price-config.* and price_config.* (stage prices per engine family). */
export const vehiclesPriceConfigEn = {
  resources: {
    'vehicles-price-config': {
      name: 'Price by engine family |||| Prices by engine family',
      empty: 'No engine family prices yet.',
      fields: {
        id: 'Id',
        engineFamily: 'Engine family',
        One: 'Stage 1',
        Two: 'Stage 2',
        TwoPlus: 'Stage 2+',
        Three: 'Stage 3',
        Four: 'Stage 4',
        vehicles: 'Vehicles',
        createdAt: 'Created',
        updatedAt: 'Updated',
        q: 'Search',
      },
    },
  },
  price_config: {
    intro: 'Stage prices (EUR) per engine family. Saving a row gives these prices to every vehicle of that engine family; an empty price (—) leaves that stage of the vehicles as it is. 9999 = on request.',
    leave: '—',
    price_hint: 'Empty: leave the vehicles’ price',
    applied: 'Saved: the prices of %{smart_count} vehicle changed |||| Saved: the prices of %{smart_count} vehicles changed',
    importer_title: 'Import and export (spreadsheet)',
    importer_help: 'The export has the columns engineFamily, One, Two, TwoPlus, Three, Four; import the same columns. Each row creates or replaces the config of its engine family and applies it to the vehicles; rows equal to the saved config are left alone.',
  },
};

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

