import type { Translations } from '../../i18n/types';

/** credit.orders.buy.* */
export const buyEn = {
  title: 'Buy credits',
  form_title: 'Your order',
  credits: 'Credits',
  credits_help: 'Whole credits',
  amount: 'Price',
  fee_percent: 'Payment fee',
  fee: 'Fee',
  total: 'Total to pay',
  price_list: 'Credit prices',
  price_list_help: 'Choose a package or type any number of credits: the price per credit of the largest package you reach applies.',
  no_prices: 'No prices are configured yet.',
  price_row: '%{credits} credits: %{price} (%{each} per credit)',
  method_with_fee: '%{method} (fee %{fee} %)',
  submit: 'Place order',
  placed: 'Credit order #%{number} has been placed',
};

export const buyEs: Translations<typeof buyEn> = {
  title: 'Comprar créditos',
  form_title: 'Su pedido',
  credits: 'Créditos',
  credits_help: 'Créditos enteros',
  amount: 'Precio',
  fee_percent: 'Comisión de pago',
  fee: 'Comisión',
  total: 'Total a pagar',
  price_list: 'Precios de los créditos',
  price_list_help: 'Elija un paquete o escriba cualquier número de créditos: se aplica el precio por crédito del paquete más grande que alcance.',
  no_prices: 'Todavía no hay precios configurados.',
  price_row: '%{credits} créditos: %{price} (%{each} por crédito)',
  method_with_fee: '%{method} (comisión %{fee} %)',
  submit: 'Realizar pedido',
  placed: 'Se ha realizado el pedido de créditos n.º %{number}',
};
