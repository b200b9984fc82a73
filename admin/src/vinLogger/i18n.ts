import type { Translations } from '../i18n/types';

/** resources.vin-logger.* and vin_logger.* */
export const vinLoggerEn = {
  resources: {
    'vin-logger': {
      name: 'VIN logger |||| VIN logger',
      empty: 'No VIN searches yet.',
      fields: { id: 'Id', at: 'When', userId: 'User', vin: 'VIN', result: 'Result', matchedRuleId: 'Matched rule', q: 'VIN' },
    },
  },
  vin_logger: {
    view_title: 'VIN search',
    no_vehicle: 'No vehicle found',
    vehicles_found: 'One vehicle found |||| %{smart_count} vehicles found',
    vehicles: 'Vehicles found',
    no_rule: 'No rule matched',
    no_match: 'No VIN search matches these filters.',
  },
};

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
