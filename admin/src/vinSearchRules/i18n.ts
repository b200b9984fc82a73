import type { Translations } from '../i18n/types';

/** resources.vin-search-rules.* and vin_search_rules.* */
export const vinSearchRulesEn = {
  resources: {
    'vin-search-rules': {
      name: 'VIN search rule |||| VIN search rules',
      fields: {
        id: 'Id', pattern: 'VIN prefix', make: 'Make', model: 'Model', generation: 'Generation', engine: 'Engine', note: 'Note', createdAt: 'Created', q: 'Search',
      },
    },
  },
  vin_search_rules: {
    pattern_hint: 'The first 3 to 11 characters of the VINs this rule covers, e.g. WVWZZZAU',
    any: 'Empty: any',
    pattern_invalid: 'The pattern must be a VIN prefix of 3 to 11 letters, digits or hyphens',
  },
};

export const vinSearchRulesEs: Translations<typeof vinSearchRulesEn> = {
  resources: {
    'vin-search-rules': {
      name: 'Regla de VIN |||| Reglas de VIN',
      fields: {
        id: 'Id', pattern: 'Prefijo del VIN', make: 'Marca', model: 'Modelo', generation: 'Generación', engine: 'Motor', note: 'Nota', createdAt: 'Creada', q: 'Buscar',
      },
    },
  },
  vin_search_rules: {
    pattern_hint: 'Los primeros 3 a 11 caracteres de los VIN que cubre esta regla, p. ej. WVWZZZAU',
    any: 'Vacío: cualquiera',
    pattern_invalid: 'El patrón debe ser un prefijo de VIN de 3 a 11 letras, dígitos o guiones',
  },
};
