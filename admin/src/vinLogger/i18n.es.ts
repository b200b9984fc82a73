import type { Translations } from '../i18n/types';
import type { vinLoggerEn } from './i18n';

export const vinLoggerEs: Translations<typeof vinLoggerEn> = {
  resources: {
    'vin-logger': {
      name: 'Registro de VIN |||| Registro de VIN',
      empty: 'Aún no hay búsquedas por VIN.',
      fields: { id: 'Id', at: 'Cuándo', userId: 'Usuario', vin: 'VIN', result: 'Resultado', matchedRuleId: 'Regla aplicada', q: 'VIN' },
    },
  },
  vin_logger: {
    view_title: 'Búsqueda por VIN',
    no_vehicle: 'Ningún vehículo encontrado',
    vehicles_found: 'Un vehículo encontrado |||| %{smart_count} vehículos encontrados',
    vehicles: 'Vehículos encontrados',
    no_rule: 'Ninguna regla aplicada',
    no_match: 'Ninguna búsqueda por VIN coincide con estos filtros.',
  },
};
