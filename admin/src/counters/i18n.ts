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
