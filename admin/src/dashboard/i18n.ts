import type { Translations } from '../i18n/types';

/** dashboard.*: the dashboard of each role (issue 12). */
export const dashboardEn = {
  dashboard: {
    welcome: 'Welcome, %{name}',
    see_all: 'See all',
    loading: 'Loading the dashboard',
    admin: {
      sales: 'Sales',
      credits_sold: 'Credits sold this month',
      revenue: 'Revenue this month',
      previous: 'Previous month: %{amount}',
      months_note: 'Sales of the house, calendar months in UTC',
      orders_by_status: 'Software orders by status',
      no_orders: 'No software orders yet',
      pending: 'Pending work',
      new_orders: 'New orders',
      response_required: 'Response required',
      payments: 'Payments to confirm',
      tickets: 'Unassigned tickets',
      recent_orders: 'Latest software orders',
      recent_movements: 'Latest credit movements',
      no_movements: 'No credit movements yet',
    },
    dealer: {
      balance: 'Balance',
      buy: 'Buy credits',
      order: 'Order software',
      recent_orders: 'Your latest orders',
      no_orders: 'You have not ordered software yet',
      recent_movements: 'Your latest movements',
    },
    calibrator: {
      mine: 'Assigned to me',
      unassigned: 'Unassigned',
      overdue: 'Overdue',
      queue: 'Queue by due time',
      empty: 'Nothing waiting: the queue is empty',
    },
    support: {
      unassigned: 'Unassigned tickets',
      mine: 'Assigned to me',
      empty_unassigned: 'Every ticket has an agent',
      empty_mine: 'No ticket is assigned to you',
    },
  },
};

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
