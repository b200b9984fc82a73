export const optionFields = {
  id: 'Id',
  name: 'Name',
  description: 'Description',
  choices: 'Choices',
  choiceList: 'Choices',
  price: 'Price (EUR)',
  stages: 'Allowed stages',
  stage: 'Stage',
  parentId: 'Main option',
  parentName: 'Main option',
  active: 'Active',
  createdAt: 'Created',
  updatedAt: 'Updated',
  q: 'Search',
};

/** resources.<option list>.* and catalogue_options.* (the four option lists). */
export const catalogueOptionsEn = {
  resources: {
    'vehicles-options': { name: 'ECU option |||| ECU options', empty: 'No ECU options yet.', fields: optionFields },
    'vehicles-secondary-options': { name: 'ECU sub-option |||| ECU sub-options', empty: 'No ECU sub-options yet.', fields: optionFields },
    'vehicles-dsg-options': { name: 'DSG option |||| DSG options', empty: 'No DSG options yet.', fields: optionFields },
    'vehicles-dsg-secondary-options': { name: 'DSG sub-option |||| DSG sub-options', empty: 'No DSG sub-options yet.', fields: optionFields },
  },
  catalogue_options: {
    fields: { choices: 'Choices', choice: 'Choice' },
    included: 'Included / on request',
    choices_hint: 'What the dealer can pick, one value per box, for example Off and On',
    price_hint: 'Empty: included, or price on request',
    stages_hint: 'The stages this option can be ordered with',
    parent_hint: 'The main option this secondary option belongs to',
    stages: {
      One: 'Stage 1', Two: 'Stage 2', TwoPlus: 'Stage 2+', Three: 'Stage 3', Four: 'Stage 4', Stock: 'Drivability (Stock)', original_file: 'Original File',
    },
  },
};
