/** order_section.* (the user edit screen's order section field). */
export const orderSectionEn = {
  help: 'What this user may order. None chosen: full access (ECU, ECU + DSG and DSG).',
  sections: { ECU: 'ECU', COMBO: 'ECU + DSG (combo)', DSG: 'DSG' },
};
