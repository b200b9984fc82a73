import type { Translations } from '../../../i18n/types';

/** order_work.*: the calibrators' half of an order on its detail page (issue 10). */
export const orderWorkEn = {
  assignment: {
    title: 'Calibrator', none: 'Nobody has taken this order yet.', take: 'Take this order', taken: 'The order is yours',
    calibrator: 'Calibrator', assign: 'Assign', reassign: 'Reassign', assigned: 'The order has been assigned to %{name}',
    due: 'Due %{date}', overdue: 'Overdue',
  },
  status: {
    tell: 'Change status and tell the dealer', only: 'Change status only', message: 'Message to the dealer (optional)',
    message_hint: '“Change status and tell the dealer” sends it; “Change status only” sends nothing.',
    confirm_tell: 'Move the order to %{status} and tell the dealer?', confirm_only: 'Move the order to %{status} without a message?',
    reject: 'Reject the order', reject_title: 'Reject order #%{number}', reason: 'Reason of the rejection',
    reason_hint: 'The dealer reads it and can send a corrected read; the price is refunded.', rejected: 'The order has been rejected',
  },
  deliver: {
    button: 'Deliver tuned files', title: 'Deliver tuned files for order #%{number}', ECU: 'Tuned ECU file', TCU: 'Tuned TCU file',
    hint: 'Upload the tuned file of each unit you deliver (at least one); it becomes version %{version}.', note: 'Note for the dealer (optional)',
    send: 'Deliver', done: 'Version %{version} delivered: the order is now Tune Supplied',
  },
  versions: {
    title: 'Tuned files', empty: 'No tuned file delivered yet.', version: 'Version %{version}', delivered: 'Delivered %{date}',
    verified: 'SHA-256 checked: the download is the delivered file', mismatch: 'SHA-256 mismatch: the download is not the delivered file, do not flash it',
  },
  reads: {
    title: 'Original reads', round: 'Round %{round}', round_hint: 'A corrected read after a rejection is the next round.', sent: 'Sent %{date}',
  },
  rejection: {
    title: 'The order was rejected', reason: 'Reason: %{reason}', resubmit: 'Send a corrected read', resubmit_title: 'Send a corrected read for order #%{number}',
    hint: 'Upload the corrected read of each unit of the order.', note: 'Note for the calibrator (optional)', send: 'Send',
    confirm: 'The order goes back to New and its price of %{price} is charged again (the rejection refunded it).', confirm_free: 'The order goes back to New.',
    done: 'The corrected read has been sent', confirm_title: 'Send the corrected read?',
  },
  warranty: {
    title: 'Warranty', claim: 'Claim warranty', claim_title: 'Claim warranty for order #%{number}', reason: 'Reason of the claim', send: 'Claim',
    claimed: 'The warranty claim has been sent', status: 'Case status', case_reason: 'Reason: %{reason}', refunded: 'Refunded under warranty: %{amount}',
    move: 'Move to %{status}', moved: 'The warranty case is now %{status}', none: 'No warranty case.',
    refund: 'Refund', refund_amount: 'Refund (credits)', refund_hint: 'At most what the dealer paid', refund_confirm: 'Refund %{amount} to the dealer under warranty?',
    refund_done: 'The warranty refund has been granted',
    statuses: { NEW: 'NEW', 'In process': 'In process', Closed: 'Closed' },
  },
  reprice: {
    title: 'Change the price', hint: 'The difference is charged to or refunded to the dealer at once', button: 'Change price',
    confirm_title: 'Change the price from %{from} to %{to}?', charge: 'The dealer is charged the difference of %{difference}.', refund: 'The dealer gets the difference of %{difference} back.',
    done: 'The price has been changed',
  },
  upload: { choose: 'Choose file', replace: 'Replace file', uploading: 'Uploading…' },
  timeline: {
    assigned: 'Assigned', delivered: 'Tuned file delivered', resubmitted: 'Corrected read sent', repriced: 'Price changed', warranty_opened: 'Warranty claimed',
    warranty_moved: 'Warranty case moved', warranty_refund: 'Warranty refund granted', money_due: 'Credits due', money_moved: 'Credits moved',
    steps: {
      refundDifference: 'Price difference refunded', chargeDifference: 'Price difference charged', chargeResubmission: 'Charged again for the corrected read',
      warrantyRefund: 'Warranty refund', payProfit: 'Distributor profit', reverseProfit: 'Distributor profit reversed',
    },
  },
  cancel: 'Cancel',
};

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
