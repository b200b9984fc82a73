import type { Translations } from '../../../i18n/types';
import type { orderWorkEn } from './i18n';

export const orderWorkEs: Translations<typeof orderWorkEn> = {
  assignment: {
    title: 'Calibrador', none: 'Nadie ha tomado este pedido todavía.', take: 'Tomar este pedido', taken: 'El pedido es suyo',
    calibrator: 'Calibrador', assign: 'Asignar', reassign: 'Reasignar', assigned: 'El pedido se ha asignado a %{name}',
    due: 'Vence %{date}', overdue: 'Atrasado',
  },
  status: {
    tell: 'Cambiar estado y avisar al concesionario', only: 'Cambiar solo el estado', message: 'Mensaje al concesionario (opcional)',
    message_hint: '«Cambiar estado y avisar al concesionario» lo envía; «Cambiar solo el estado» no envía nada.',
    confirm_tell: '¿Pasar el pedido a %{status} y avisar al concesionario?', confirm_only: '¿Pasar el pedido a %{status} sin mensaje?',
    reject: 'Rechazar el pedido', reject_title: 'Rechazar el pedido n.º %{number}', reason: 'Motivo del rechazo',
    reason_hint: 'El concesionario lo lee y puede enviar una lectura corregida; se le devuelve el precio.', rejected: 'Se ha rechazado el pedido',
  },
  deliver: {
    button: 'Entregar archivos modificados', title: 'Entregar archivos modificados del pedido n.º %{number}', ECU: 'Archivo ECU modificado', TCU: 'Archivo TCU modificado',
    hint: 'Suba el archivo modificado de cada unidad que entrega (al menos uno); será la versión %{version}.', note: 'Nota para el concesionario (opcional)',
    send: 'Entregar', done: 'Versión %{version} entregada: el pedido está ahora en Ajuste entregado',
  },
  versions: {
    title: 'Archivos modificados', empty: 'Aún no se ha entregado ningún archivo modificado.', version: 'Versión %{version}', delivered: 'Entregada el %{date}',
    verified: 'SHA-256 comprobado: la descarga es el archivo entregado', mismatch: 'El SHA-256 no coincide: la descarga no es el archivo entregado, no lo programe',
  },
  reads: {
    title: 'Lecturas originales', round: 'Ronda %{round}', round_hint: 'Una lectura corregida tras un rechazo es la ronda siguiente.', sent: 'Enviada el %{date}',
  },
  rejection: {
    title: 'El pedido fue rechazado', reason: 'Motivo: %{reason}', resubmit: 'Enviar una lectura corregida', resubmit_title: 'Enviar una lectura corregida del pedido n.º %{number}',
    hint: 'Suba la lectura corregida de cada unidad del pedido.', note: 'Nota para el calibrador (opcional)', send: 'Enviar',
    confirm: 'El pedido vuelve a Nuevo y su precio de %{price} se cobra de nuevo (el rechazo lo devolvió).', confirm_free: 'El pedido vuelve a Nuevo.',
    done: 'Se ha enviado la lectura corregida', confirm_title: '¿Enviar la lectura corregida?',
  },
  warranty: {
    title: 'Garantía', claim: 'Reclamar garantía', claim_title: 'Reclamar garantía del pedido n.º %{number}', reason: 'Motivo de la reclamación', send: 'Reclamar',
    claimed: 'Se ha enviado la reclamación de garantía', status: 'Estado del caso', case_reason: 'Motivo: %{reason}', refunded: 'Reembolsado en garantía: %{amount}',
    move: 'Pasar a %{status}', moved: 'El caso de garantía está ahora en %{status}', none: 'Sin caso de garantía.',
    refund: 'Reembolsar', refund_amount: 'Reembolso (créditos)', refund_hint: 'Como máximo lo que pagó el concesionario', refund_confirm: '¿Reembolsar %{amount} al concesionario en garantía?',
    refund_done: 'Se ha concedido el reembolso de garantía',
    statuses: { NEW: 'NUEVO', 'In process': 'En proceso', Closed: 'Cerrado' },
  },
  reprice: {
    title: 'Cambiar el precio', hint: 'La diferencia se cobra o se devuelve al concesionario de inmediato', button: 'Cambiar precio',
    confirm_title: '¿Cambiar el precio de %{from} a %{to}?', charge: 'Se cobra al concesionario la diferencia de %{difference}.', refund: 'Se devuelve al concesionario la diferencia de %{difference}.',
    done: 'Se ha cambiado el precio',
  },
  upload: { choose: 'Elegir archivo', replace: 'Reemplazar archivo', uploading: 'Subiendo…' },
  timeline: {
    assigned: 'Asignado', delivered: 'Archivo modificado entregado', resubmitted: 'Lectura corregida enviada', repriced: 'Precio cambiado', warranty_opened: 'Garantía reclamada',
    warranty_moved: 'Caso de garantía movido', warranty_refund: 'Reembolso de garantía concedido', money_due: 'Créditos pendientes', money_moved: 'Créditos movidos',
    steps: {
      refundDifference: 'Diferencia de precio devuelta', chargeDifference: 'Diferencia de precio cobrada', chargeResubmission: 'Cobrado de nuevo por la lectura corregida',
      warrantyRefund: 'Reembolso de garantía', payProfit: 'Beneficio del distribuidor', reverseProfit: 'Beneficio del distribuidor revertido',
    },
  },
  cancel: 'Cancelar',
};
