import type { Translations } from '../../i18n/types';

/** credit.admin_history.* */
export const adminHistoryEn = {
  title: 'Credit movements (all accounts)',
  export: 'Export CSV',
};

export const adminHistoryEs: Translations<typeof adminHistoryEn> = {
  title: 'Movimientos de créditos (todas las cuentas)',
  export: 'Exportar CSV',
};
