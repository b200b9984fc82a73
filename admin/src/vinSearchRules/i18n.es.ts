import type { Translations } from '../i18n/types';
import type { vinSearchRulesEn } from './i18n';

export const vinSearchRulesEs: Translations<typeof vinSearchRulesEn> = {
  resources: {
    'vin-search-rules': {
      name: 'Regla de VIN |||| Reglas de VIN',
      empty: 'Todavía no hay reglas de VIN.',
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
