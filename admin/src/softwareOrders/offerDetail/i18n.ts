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
