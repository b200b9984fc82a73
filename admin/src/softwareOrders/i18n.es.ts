import type { Translations } from '../i18n/types';
import type { softwareOrdersEn } from './i18n';
import { offerDetailEs } from './offerDetail/i18n.es';

export const softwareOrdersEs: Translations<typeof softwareOrdersEn> = {
  resources: {
    'software-orders': {
      name: 'Pedido de software |||| Pedidos de software',
      fields: {
        number: 'Número', createdAt: 'Fecha', dealerName: 'Concesionario', vin: 'VIN', vehicle: 'Vehículo', type: 'Tipo', stage: 'Etapa',
        status: 'Estado', total: 'Total', q: 'Buscar', from: 'Desde', to: 'Hasta', dealerId: 'Concesionario',
      },
    },
  },
  software_orders: {
    menu: { section: 'Software', order: 'Pedir software', order_file: 'Pedir desde un archivo de stock', list: 'Pedidos de software' },
    alert: { title: 'Novedad en un pedido', open: 'Abrir' },
    steps: { files: 'Archivos originales', vehicle: 'Vehículo', order: 'Pedido', extras: 'Urgencia, cupón y nota' },
    upload: {
      ECU: 'Lectura ECU', ECU_hint: 'El archivo original del motor, para pedidos ECU y ECU + DSG',
      TCU: 'Lectura TCU', TCU_hint: 'El archivo original de la caja de cambios, para pedidos DSG y ECU + DSG',
      choose: 'Elegir archivo', replace: 'Reemplazar archivo',
      success: 'Archivo subido correctamente', error: 'Error al subir',
    },
    files: { copy: 'Copiar el SHA-256', copied: 'Copiado', download: 'Descargar' },
    vehicle: {
      vin: 'VIN', vin_hint: '17 o 18 caracteres; 17 para buscar por VIN',
      mode: '¿Cómo quiere encontrar el vehículo?', mode_vin: 'Automático (por VIN)', mode_manual: 'Búsqueda manual',
      change: 'Cambiar vehículo',
      vin_no_vehicle: 'No se encontró ningún vehículo para el VIN %{vin}: use la búsqueda manual.',
    },
    order: {
      title: 'Pedir software',
      type: 'Tipo de pedido', stage: 'Etapa', options: 'Opciones', option_none: 'Ninguna',
      dsg_hardware: 'Modificación de hardware DSG', dsg_hardware_hint: 'Obligatoria en pedidos DSG',
      invoice_number: 'Número de factura del hardware', invoice_number_hint: 'De %{min} a %{max} caracteres',
      urgency: 'Urgencia', urgency_hint: 'Una entrega más rápida tiene un recargo',
      note: 'Nota para el calibrador',
      vehicle_first: 'Primero busque el vehículo: las etapas y los precios son los suyos.',
      gearbox_first: 'Elija la caja de cambios del vehículo para ver sus etapas DSG.',
      no_stages: 'No se ofrece ninguna etapa de este tipo de pedido para este vehículo.',
      to_checkout: 'Continuar al pago',
      restart: 'Empezar de nuevo',
    },
    coupon: { code: 'Cupón', apply: 'Aplicar', applied: '%{code}: -%{percent}%' },
    urgency: { none: 'Estándar (sin urgencia)', week: '1 semana', two_days: '2 días', day: '1 día', four_hours: '4 horas', two_hours: '2 horas', hour: '1 hora' },
    hardware: { not_installed: 'No instalado', mechatronic: 'Mecatrónica', gearbox: 'Caja de cambios', other: 'Otro' },
    lines: { upgrade: 'Descuento por mejora', dsg_hardware: 'Modificación de hardware DSG (no instalado)', urgency: 'Urgencia: %{urgency}', coupon: 'Cupón %{detail}', promotion: 'Promoción %{detail}' },
    status: {
      new: 'Nuevo', waiting_response: 'Respuesta requerida', waiting_feedback: 'Ajuste entregado', in_process: 'En proceso', completed: 'Completado',
      cancel: 'Cancelado', warranty: 'Garantía', rejected: 'Rechazado', datalogging: 'Registro de datos', tvs_verification: 'Verificación TVS', transfer: 'Transferido',
    },
    payment: { paid: 'Pagado', awaiting: 'Pago pendiente', void: 'No pagado', priceRequested: 'Precio bajo pedido' },
    price: {
      title: 'Precio', updating: 'Actualizando el precio', total: 'Total', included: 'Incluida',
      empty: 'Elija el vehículo, el tipo de pedido y la etapa para ver el precio.',
      on_request_note: 'Parte de este pedido tiene precio bajo pedido: un administrador fija el precio y se le cobra entonces.',
    },
    pay: {
      balance: 'Su saldo', balance_after: 'Saldo después de este pedido',
      no_balance: 'No puede pagar: su saldo de %{balance} no cubre el total de %{total} y su cuenta no puede pedir sin saldo. Compre o solicite créditos primero.',
      credit_limit_reached: 'No puede pagar: ha alcanzado su límite de crédito. Pague lo que debe antes de pedir.',
      on_request_needs_balance: 'No puede pedir: un precio bajo pedido necesita un saldo superior a 0.',
      without_balance: 'Su cuenta puede pedir sin saldo: este pedido deja su saldo por debajo de cero.',
      new_total: 'Nuevo total: %{total}.',
      button: 'Pagar %{total}', button_plain: 'Pagar',
      confirm_title: '¿Pagar este pedido?', confirm_text: 'Paga %{total} por este pedido. ¿Está seguro de que desea realizar esta acción?', confirm_yes: 'Pagar',
    },
    missing: {
      title: 'Antes de pagar:',
      read_ECU: 'suba la lectura ECU', read_TCU: 'suba la lectura TCU', vehicle: 'busque el vehículo', gearbox: 'elija la caja de cambios',
      type: 'elija el tipo de pedido', stage: 'elija la etapa', dsg_hardware: 'elija la modificación de hardware DSG',
      invoice_number: 'introduzca el número de factura del hardware (de 5 a 10 caracteres)', vin: 'corrija el VIN o déjelo vacío',
    },
    checkout: {
      title: 'Pago', heading: 'Revise su pedido y pague', back: 'Volver al pedido',
      nothing: 'No hay ningún pedido listo para pagar: prepárelo primero en la pantalla de pedido.',
    },
    fields: { vehicle: 'Vehículo', vin: 'VIN', type: 'Tipo de pedido', stage: 'Etapa', files: 'Archivos', createdAt: 'Pedido el', dealerName: 'Concesionario' },
    list: { title: 'Pedidos de software', search: 'VIN o número', empty: 'Aún no hay pedidos de software.', dealer: 'Concesionario' },
    detail: {
      title: 'Pedido de software', heading: 'Pedido n.º %{number}', vehicle: 'Vehículo y pedido', files: 'Archivos', price: 'Desglose del precio', actions: 'Acciones',
      price_set: 'Precio fijado por el administrador: %{price}', charged: 'Cobrado: %{amount}',
      documents: 'Documentos', certificate: 'Certificado de la reprogramación', overview: 'Resumen del pedido', admin_overview: 'Resumen para la administración',
      documents_hint: 'Enlaces públicos: quien tenga uno puede abrirlo.',
    },
    status_change: {
      title: 'Cambiar el estado', to: 'Nuevo estado', note: 'Nota (opcional)', button: 'Cambiar estado', done: 'Se ha cambiado el estado',
      confirm_title: '¿Pasar el pedido a %{status}?',
    },
    price_form: {
      title: 'Fijar el precio', price: 'Precio (créditos)', hint: 'Se cobra al concesionario de inmediato', button: 'Fijar precio', done: 'Se ha fijado el precio',
      confirm_title: '¿Fijar el precio en %{price} créditos?', refused: 'Se rechazó el cobro: %{reason}',
    },
    file_details: { hardwareNumber: 'Número de hardware', softwareVersion: 'Versión de software', tool: 'Herramienta', optional: 'Opcional' },
    section: {
      none: 'Su cuenta no puede pedir ningún tipo de software: pida a su administrador que le abra una sección de pedidos.',
      none_for_unit: 'Su cuenta no puede pedir software %{type}: consulte a su administrador.',
    },
    stock: {
      title: 'Pedir desde un archivo de stock', find: 'Busque el archivo de stock de su lectura', unit: 'Unidad', search: 'Buscar',
      results: 'Archivos de stock que coinciden', name: 'Archivo', size: 'Tamaño', choose: 'Pedir desde %{name}',
      none: 'Ningún archivo de stock coincide con esta lectura',
    },
    history: {
      title: 'Sus pedidos anteriores de este coche', none: 'No tiene ningún pedido anterior de este coche.', completed: 'Pedido completado',
      upgrade: 'Un pedido anterior %{type} %{stage} del %{date} da a este pedido un descuento por mejora',
    },
    timeline: {
      title: 'Historial', by: 'Por %{who}', portal: 'el portal', you: 'usted', staff: 'el personal',
      placed: 'Realizado', charged: 'Cobrado', payment_refused: 'Pago rechazado', price_set: 'Precio fijado', status_changed: 'Estado cambiado', refunded: 'Reembolsado',
    },
    offer_detail: offerDetailEs,
  },
};
