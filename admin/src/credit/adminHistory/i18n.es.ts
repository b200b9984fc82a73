import type { Translations } from '../../i18n/types';
import type { adminHistoryEn } from './i18n';

export const adminHistoryEs: Translations<typeof adminHistoryEn> = {
  title: 'Movimientos de créditos (todas las cuentas)',
  export: 'Exportar CSV',
};
