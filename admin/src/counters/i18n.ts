import type { Translations } from '../i18n/types';

/** menu_counters.*: what a sidebar badge counts (its tooltip and accessible name). */
export const menuCountersEn = {
  totalNewUser: '%{smart_count} account waiting for review |||| %{smart_count} accounts waiting for review',
  totalNewProduct: '%{smart_count} new vehicle request |||| %{smart_count} new vehicle requests',
  totalNewPaymentClientConfirm: '%{smart_count} payment to confirm |||| %{smart_count} payments to confirm',
  totalNewOrder: '%{smart_count} new order |||| %{smart_count} new orders',
  totalNewCustomOrder: '%{smart_count} new custom order |||| %{smart_count} new custom orders',
  totalNewTicket: '%{smart_count} new ticket |||| %{smart_count} new tickets',
  totalNewVehicle: '%{smart_count} new vehicle |||| %{smart_count} new vehicles',
  totalOrderWaitingResponse: '%{smart_count} order waiting for a response |||| %{smart_count} orders waiting for a response',
};

export const menuCountersEs: Translations<typeof menuCountersEn> = {
  totalNewUser: '%{smart_count} cuenta pendiente de revisión |||| %{smart_count} cuentas pendientes de revisión',
  totalNewProduct: '%{smart_count} solicitud de vehículo nueva |||| %{smart_count} solicitudes de vehículo nuevas',
  totalNewPaymentClientConfirm: '%{smart_count} pago por confirmar |||| %{smart_count} pagos por confirmar',
  totalNewOrder: '%{smart_count} pedido nuevo |||| %{smart_count} pedidos nuevos',
  totalNewCustomOrder: '%{smart_count} pedido personalizado nuevo |||| %{smart_count} pedidos personalizados nuevos',
  totalNewTicket: '%{smart_count} ticket nuevo |||| %{smart_count} tickets nuevos',
  totalNewVehicle: '%{smart_count} vehículo nuevo |||| %{smart_count} vehículos nuevos',
  totalOrderWaitingResponse: '%{smart_count} pedido en espera de respuesta |||| %{smart_count} pedidos en espera de respuesta',
};
