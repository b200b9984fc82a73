import type { Translations } from '../i18n/types';
import type { dashboardEn } from './i18n';

export const dashboardEs: Translations<typeof dashboardEn> = {
  dashboard: {
    welcome: 'Bienvenido, %{name}',
    see_all: 'Ver todo',
    loading: 'Cargando el panel',
    admin: {
      sales: 'Ventas',
      credits_sold: 'Créditos vendidos este mes',
      revenue: 'Ingresos de este mes',
      previous: 'Mes anterior: %{amount}',
      months_note: 'Ventas de la casa, meses naturales en UTC',
      orders_by_status: 'Pedidos de software por estado',
      no_orders: 'Aún no hay pedidos de software',
      pending: 'Trabajo pendiente',
      new_orders: 'Pedidos nuevos',
      response_required: 'Respuesta requerida',
      payments: 'Pagos por confirmar',
      tickets: 'Tickets sin asignar',
      recent_orders: 'Últimos pedidos de software',
      recent_movements: 'Últimos movimientos de créditos',
      no_movements: 'Aún no hay movimientos de créditos',
    },
    dealer: {
      balance: 'Saldo',
      buy: 'Comprar créditos',
      order: 'Pedir software',
      recent_orders: 'Sus últimos pedidos',
      no_orders: 'Aún no ha pedido software',
      recent_movements: 'Sus últimos movimientos',
    },
    calibrator: {
      mine: 'Asignados a mí',
      unassigned: 'Sin asignar',
      overdue: 'Vencidos',
      queue: 'Cola por fecha de entrega',
      empty: 'Nada en espera: la cola está vacía',
    },
    support: {
      unassigned: 'Tickets sin asignar',
      mine: 'Asignados a mí',
      empty_unassigned: 'Todos los tickets tienen un agente',
      empty_mine: 'No tiene tickets asignados',
    },
  },
};
