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
