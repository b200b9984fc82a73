import type { Translations } from '../i18n/types';

/** calibrator_queue.*: the files section's order queue (files/orders, issue 10). */
export const calibratorQueueEn = {
  menu: 'Files to tune',
  title: 'Files to tune',
  tabs: { mine: 'Mine', unassigned: 'Unassigned', all: 'All' },
  overdue_only: 'Overdue only',
  fields: { number: 'Number', dueAt: 'Due', dealerName: 'Dealer', vehicle: 'Vehicle', type: 'Type', stage: 'Stage', status: 'Status', calibratorName: 'Calibrator', versions: 'Versions' },
  overdue: 'Overdue',
  unassigned: 'Unassigned',
  take: 'Take',
  taken: 'Order #%{number} is yours',
  empty: { mine: 'No order is assigned to you.', unassigned: 'Every order has a calibrator.', all: 'No open order.' },
  round: 'Round %{round}',
};

export const calibratorQueueEs: Translations<typeof calibratorQueueEn> = {
  menu: 'Archivos por modificar',
  title: 'Archivos por modificar',
  tabs: { mine: 'Míos', unassigned: 'Sin asignar', all: 'Todos' },
  overdue_only: 'Solo atrasados',
  fields: { number: 'Número', dueAt: 'Vence', dealerName: 'Concesionario', vehicle: 'Vehículo', type: 'Tipo', stage: 'Etapa', status: 'Estado', calibratorName: 'Calibrador', versions: 'Versiones' },
  overdue: 'Atrasado',
  unassigned: 'Sin asignar',
  take: 'Tomar',
  taken: 'El pedido n.º %{number} es suyo',
  empty: { mine: 'No tiene ningún pedido asignado.', unassigned: 'Todos los pedidos tienen calibrador.', all: 'No hay pedidos abiertos.' },
  round: 'Ronda %{round}',
};
