import type { Translations } from '../../i18n/types';

/** software_orders.offer_detail.* (order-software-detail/{type}/{id}). */
export const offerDetailEn = {
  title: 'Offer for %{name}',
  dsg_title: 'Gearbox offer %{family}',
  stages: 'Stages',
  order: 'Order this',
  order_stage: 'Order %{stage}',
  options: 'Stage options',
  gearboxes: 'Gearboxes of this vehicle',
  gearbox_hint: 'Open a gearbox to see its DSG stages and order them.',
  combos: 'Combos (ECU + DSG)',
  see_offer: 'See the offer',
  back_to_vehicle: 'Back to the offer of %{name}',
  choose_vehicle: 'A DSG order is for a vehicle: open this gearbox from the offer of a vehicle, or choose the vehicle on the order screen.',
  to_order_screen: 'Go to the order screen',
};

export const offerDetailEs: Translations<typeof offerDetailEn> = {
  title: 'Oferta para %{name}',
  dsg_title: 'Oferta de caja de cambios %{family}',
  stages: 'Etapas',
  order: 'Pedir esto',
  order_stage: 'Pedir %{stage}',
  options: 'Opciones de la etapa',
  gearboxes: 'Cajas de cambios de este vehículo',
  gearbox_hint: 'Abra una caja de cambios para ver sus etapas DSG y pedirlas.',
  combos: 'Combos (ECU + DSG)',
  see_offer: 'Ver la oferta',
  back_to_vehicle: 'Volver a la oferta de %{name}',
  choose_vehicle: 'Un pedido DSG es para un vehículo: abra esta caja de cambios desde la oferta de un vehículo, o elija el vehículo en la pantalla de pedido.',
  to_order_screen: 'Ir a la pantalla de pedido',
};
