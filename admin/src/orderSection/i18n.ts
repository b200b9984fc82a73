import type { Translations } from '../i18n/types';

/** order_section.* (the user edit screen's order section field). */
export const orderSectionEn = {
  help: 'What this user may order. None chosen: full access (ECU, ECU + DSG and DSG).',
  sections: { ECU: 'ECU', COMBO: 'ECU + DSG (combo)', DSG: 'DSG' },
};

export const orderSectionEs: Translations<typeof orderSectionEn> = {
  help: 'Lo que este usuario puede pedir. Sin ninguna elegida: acceso completo (ECU, ECU + DSG y DSG).',
  sections: { ECU: 'ECU', COMBO: 'ECU + DSG (combo)', DSG: 'DSG' },
};
