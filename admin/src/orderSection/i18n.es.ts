import type { Translations } from '../i18n/types';
import type { orderSectionEn } from './i18n';

export const orderSectionEs: Translations<typeof orderSectionEn> = {
  help: 'Lo que este usuario puede pedir. Sin ninguna elegida: acceso completo (ECU, ECU + DSG y DSG).',
  sections: { ECU: 'ECU', COMBO: 'ECU + DSG (combo)', DSG: 'DSG' },
};
