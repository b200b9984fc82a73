/** resources.vehicles-pricing.* and vehicles_pricing.* (the vehicle pricing screen). */
export const vehiclesPricingEn = {
  resources: {
    'vehicles-pricing': {
      name: 'Vehicle price |||| Vehicle pricing',
      empty: 'No vehicle prices yet.',
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
