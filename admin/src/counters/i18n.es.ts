import type { Translations } from '../i18n/types';
import type { menuCountersEn } from './i18n';

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
