import type { Translations } from '../i18n/types';

const optionFields = {
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
const optionFieldsEs: Translations<typeof optionFields> = {
  id: 'Id',
  name: 'Nombre',
  description: 'Descripción',
  choices: 'Valores',
  choiceList: 'Valores',
  price: 'Precio (EUR)',
  stages: 'Etapas permitidas',
  stage: 'Etapa',
  parentId: 'Opción principal',
  parentName: 'Opción principal',
  active: 'Activa',
  createdAt: 'Creada',
  updatedAt: 'Actualizada',
  q: 'Buscar',
};

/** resources.<option list>.* and catalogue_options.* (the four option lists). */
export const catalogueOptionsEn = {
  resources: {
    'vehicles-options': { name: 'ECU option |||| ECU options', fields: optionFields },
    'vehicles-secondary-options': { name: 'ECU sub-option |||| ECU sub-options', fields: optionFields },
    'vehicles-dsg-options': { name: 'DSG option |||| DSG options', fields: optionFields },
    'vehicles-dsg-secondary-options': { name: 'DSG sub-option |||| DSG sub-options', fields: optionFields },
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

export const catalogueOptionsEs: Translations<typeof catalogueOptionsEn> = {
  resources: {
    'vehicles-options': { name: 'Opción ECU |||| Opciones ECU', fields: optionFieldsEs },
    'vehicles-secondary-options': { name: 'Subopción ECU |||| Subopciones ECU', fields: optionFieldsEs },
    'vehicles-dsg-options': { name: 'Opción DSG |||| Opciones DSG', fields: optionFieldsEs },
    'vehicles-dsg-secondary-options': { name: 'Subopción DSG |||| Subopciones DSG', fields: optionFieldsEs },
  },
  catalogue_options: {
    fields: { choices: 'Valores', choice: 'Valor' },
    included: 'Incluida / bajo pedido',
    choices_hint: 'Lo que el concesionario puede elegir, un valor por casilla, por ejemplo Off y On',
    price_hint: 'Vacío: incluida o precio bajo pedido',
    stages_hint: 'Las etapas con las que se puede pedir esta opción',
    parent_hint: 'La opción principal a la que pertenece esta opción secundaria',
    stages: {
      One: 'Etapa 1', Two: 'Etapa 2', TwoPlus: 'Etapa 2+', Three: 'Etapa 3', Four: 'Etapa 4', Stock: 'Conducción (Stock)', original_file: 'Archivo original',
    },
  },
};
