/** resources.vin-search-rules.* and vin_search_rules.* */
export const vinSearchRulesEn = {
  resources: {
    'vin-search-rules': {
      name: 'VIN search rule |||| VIN search rules',
      empty: 'No VIN search rules yet.',
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
