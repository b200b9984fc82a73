import type { Translations } from '../i18n/types';
import type { filesSectionEn } from './i18n';

export const filesSectionEs: Translations<typeof filesSectionEn> = {
  resources: {
    files: {
      name: 'Archivo ajustado |||| Archivos ajustados',
      fields: {
        number: 'Pedido', at: 'Entregado', dealerName: 'Concesionario', vehicle: 'Vehículo', hardwareNumber: 'Número de hardware', softwareVersion: 'Versión de software',
        stage: 'Etapa', version: 'Versión', unit: 'Unidad', size: 'Tamaño', sha256: 'SHA-256', q: 'Buscar', make: 'Marca', dealer: 'Concesionario', start: 'Desde', end: 'Hasta',
      },
    },
    'files/pre-order': {
      name: 'Consulta previa |||| Consultas previas',
      fields: { createdAt: 'Preguntado', dealerName: 'Concesionario', name: 'Archivo', unit: 'Unidad', hardwareNumber: 'Número de hardware', question: 'Pregunta', status: 'Estado' },
    },
  },
  files_section: {
    menu: { section: 'Archivos', files: 'Archivos ajustados', pre_order: 'Consultas previas' },
    list: { title: 'Archivos ajustados', search: 'Número de hardware o versión de software', empty: 'Ningún archivo ajustado coincide.', none: 'Todavía no hay archivos ajustados.', download: 'Descargar' },
    project: {
      title: 'Proyecto', heading: 'Proyecto del pedido #%{number}', vehicle: 'Vehículo', dealer: 'Concesionario', status: 'Estado', calibrator: 'Calibrador', none: '—',
      reads: 'Lecturas originales', round: 'Ronda %{round}', versions: 'Versiones ajustadas', version: 'Versión %{version}',
      chat: 'Adjuntos del chat', no_chat: 'No hay adjuntos en el chat del pedido.', no_versions: 'Aún no se ha entregado ninguna versión ajustada.',
      hardware: 'Número de hardware: %{value}', software: 'Versión de software: %{value}', download: 'Descargar', open_order: 'Abrir el pedido',
    },
    tuned: {
      title: 'Archivos ajustados', heading: 'Archivos ajustados del pedido #%{number}', project: 'El proyecto completo',
    },
    pre_order: {
      title: 'Consultas previas', ask_title: 'Preguntar antes de pedir', ask_hint: 'Suba su lectura y pregúntenos sobre ella antes de hacer el pedido.',
      unit: 'Unidad', file: 'Lectura', choose: 'Elegir archivo', question: 'Su pregunta', ask: 'Enviar pregunta', asked: 'Su pregunta ha sido enviada',
      answer: 'Respuesta', answer_button: 'Enviar respuesta', answered: 'La respuesta ha sido enviada', waiting: 'Esperando respuesta',
      answered_by: 'Respondida por %{name}', status_open: 'Abierta', status_answered: 'Respondida', empty: 'Aún no hay consultas previas.',
      download: 'Descargar la lectura', numbers: 'Número de hardware %{hardware} · versión de software %{software}',
    },
    stock: { tuned: 'Hay un archivo ajustado en stock para %{stages}: un pedido de esa etapa con esta misma lectura se entrega al instante al pagarlo.' },
  },
};
