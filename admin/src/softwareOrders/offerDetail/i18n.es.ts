import type { Translations } from '../../i18n/types';
import type { offerDetailEn } from './i18n';

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
