/** combos.* (the combos screen). */
export const combosEn = {
  combos: {
    title: 'Combos',
    menu: 'Combos',
    fields: { id: 'Combo', ecu: 'ECU stage', dsg: 'DSG stage', price: 'Price (EUR)', description: 'Description', rule_ecu: 'ECU stage', min: 'Lowest DSG stage', max: 'Highest DSG stage' },
    stages: { One: 'Stage 1', Two: 'Stage 2', TwoPlus: 'Stage 2+', Three: 'Stage 3', Four: 'Stage 4' },
    price_rule: 'Dealers never pay more than the sum of the parts (ECU stage + DSG stage): a higher combo price is capped at that sum. The discount shown is the rounded percent below the sum, at most %{max}%. Empty price: on request.',
    rules_title: 'Rules',
    rules_hint: 'For an ECU stage, the range of DSG stages it can be combined with. An ECU stage without a rule combines as the list above allows.',
    saved: 'Combos saved',
  },
};
