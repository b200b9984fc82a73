import type { Translations } from '../../i18n/types';
import type { orderActionsEn } from './i18n';

export const orderActionsEs: Translations<typeof orderActionsEn> = {
  actions: {
    accept: 'Aceptar oferta',
    accepted: 'La oferta se ha aceptado',
    pay_online: 'Pagar en línea',
    cancel: 'Cancelar pedido',
    cancel_title: 'Cancelar el pedido de créditos',
    keep: 'Mantener el pedido',
    cancelled: 'El pedido de créditos se ha cancelado',
    notify: 'He pagado',
    notified: 'Se ha informado al vendedor de su pago',
    confirm_payment: 'Confirmar pago',
    payment_confirmed: 'El pago se ha registrado',
    partial_help: 'Todo lo pendiente, o menos para un pago parcial',
    change_terms: 'Cambiar condiciones',
    terms_changed: 'Las condiciones se han cambiado',
    view_invoice: 'Ver factura',
  },
  bank: {
    title: 'Pagar por transferencia bancaria',
    amount: 'Importe',
    beneficiary: 'Beneficiario',
    reference: 'Referencia',
    reference_value: 'Pedido de créditos %{number}',
    help: 'Transfiera el importe con esta referencia y avísenos con «He pagado». Los créditos llegan cuando el vendedor confirma el pago.',
    notified: 'Ha comunicado el pago: los créditos llegan cuando el vendedor lo confirme.',
    reference_help: 'La referencia de su transferencia bancaria, si la tiene',
    contact: 'Contacto',
    seller_details: '%{seller} le vende estos créditos y cobra en su propia cuenta bancaria: pídale sus datos bancarios.',
    no_details: 'Los datos bancarios aún no están publicados: contáctenos para obtenerlos.',
  },
  offer: {
    button: 'Enviar oferta',
    title: 'Enviar una oferta de créditos',
    buyer: 'Cuenta de destino',
    submit: 'Enviar oferta',
    sent: 'La oferta se ha enviado',
    price_help: 'Déjelo vacío para usar la tabla de precios',
  },
};
