/** resources.vehicles.* and vehicles.* (catalogue screens). */
export const vehiclesEn = {
  resources: {
    vehicles: {
      name: 'Vehicle |||| Vehicles',
      empty: 'The catalogue has no vehicles yet.',
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
