import type { Translations } from '../i18n/types';
import type { calibratorQueueEn } from './i18n';

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
