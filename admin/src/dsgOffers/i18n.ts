/** resources.vehicles-dsg.* and dsg_offers.* (DSG/TCU offers). */
export const dsgOffersEn = {
  resources: {
    'vehicles-dsg': {
      name: 'DSG offer |||| DSG offers',
      empty: 'No DSG offers yet.',
      fields: {
        id: 'Family',
        family: 'Gearbox family',
        stockTorque: 'Stock torque',
        stockPrice: 'Stock price (EUR)',
        stages: 'Stage prices',
        torque: 'Torque',
        price: 'Price (EUR)',
        softwareOptions: 'Software options',
        hardwareOptions: 'Hardware options',
        option_name: 'Option',
        updatedAt: 'Updated',
      },
    },
  },
  dsg_offers: {
    stages_title: 'DSG stages',
    stages: { Stock: 'Drivability (Stock)', original_file: 'Original File', One: 'Stage 1', Two: 'Stage 2', TwoPlus: 'Stage 2+', Three: 'Stage 3', Four: 'Stage 4' },
    original_file_rule: 'Free for TVS hardware, otherwise price on request: set by the rule, not here.',
    price_hint: 'Empty: on request',
    option_price_hint: 'Empty: no extra charge',
    family_hint: 'Only families without an offer are listed',
  },
};
