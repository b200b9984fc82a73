import type { Translations } from '../i18n/types';
import type { optionFields, catalogueOptionsEn } from './i18n';

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

export const catalogueOptionsEs: Translations<typeof catalogueOptionsEn> = {
  resources: {
    'vehicles-options': { name: 'Opción ECU |||| Opciones ECU', empty: 'Todavía no hay opciones ECU.', fields: optionFieldsEs },
    'vehicles-secondary-options': { name: 'Subopción ECU |||| Subopciones ECU', empty: 'Todavía no hay subopciones ECU.', fields: optionFieldsEs },
    'vehicles-dsg-options': { name: 'Opción DSG |||| Opciones DSG', empty: 'Todavía no hay opciones DSG.', fields: optionFieldsEs },
    'vehicles-dsg-secondary-options': { name: 'Subopción DSG |||| Subopciones DSG', empty: 'Todavía no hay subopciones DSG.', fields: optionFieldsEs },
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
