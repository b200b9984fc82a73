import type { Translations } from '../i18n/types';

/** menu_counters.*: what a sidebar badge counts (its tooltip and accessible name). */
export const menuCountersEn = {
  totalNewUser: '%{smart_count} account waiting for review |||| %{smart_count} accounts waiting for review',
  totalNewProduct: '%{smart_count} new vehicle request |||| %{smart_count} new vehicle requests',
  totalNewPaymentClientConfirm: '%{smart_count} payment to confirm |||| %{smart_count} payments to confirm',
};

export const menuCountersEs: Translations<typeof menuCountersEn> = {
  totalNewUser: '%{smart_count} cuenta pendiente de revisión |||| %{smart_count} cuentas pendientes de revisión',
  totalNewProduct: '%{smart_count} solicitud de vehículo nueva |||| %{smart_count} solicitudes de vehículo nuevas',
  totalNewPaymentClientConfirm: '%{smart_count} pago por confirmar |||| %{smart_count} pagos por confirmar',
};
