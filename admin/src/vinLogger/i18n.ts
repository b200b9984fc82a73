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
