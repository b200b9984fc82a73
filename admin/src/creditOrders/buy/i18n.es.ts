import type { Translations } from '../../i18n/types';
import type { buyEn } from './i18n';

export const buyEs: Translations<typeof buyEn> = {
  title: 'Comprar créditos',
  form_title: 'Su pedido',
  credits: 'Créditos',
  credits_help: 'Créditos enteros, como máximo %{max}',
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
  pays_online: 'Pagará en línea con tarjeta en la siguiente pantalla; los créditos llegan en cuanto se confirma el pago.',
  pays_house_transfer: 'Tras realizar el pedido verá los datos bancarios y la referencia para su transferencia.',
  pays_seller_transfer: 'Pagará a su distribuidor o dealer por transferencia bancaria, sin comisión; el pedido indica a quién pagar y cómo contactarle para sus datos bancarios.',
  seller_short: 'Su distribuidor o dealer no dispone ahora de estos créditos, así que no puede vendérselos. Puede comprarlos al portal.',
  from_house: 'Comprar al portal',
  buying_from_house: 'Está comprando estos créditos al portal, con sus precios y métodos de pago.',
  from_parent: 'Comprar a mi distribuidor',
};
