import type { CreditOrderStatus } from '../../../events/creditOrders/events';
import { TICKET_STATUS_CLOSED } from '../../../events/tickets/events';
import { filtersToSearch, initialFilters } from '../reports/filters';
import { REPORT_PATHS } from '../reports/paths';
import { listPath } from '../shared/listPath';
import type { OrderStatus } from '../softwareOrders/statuses';

// The list behind each figure of the dashboards, with the filter that gives the figure's rows.

export const softwareOrdersIn = (status: OrderStatus | string) => listPath('/software-orders', { status });
export const softwareOrdersPath = listPath('/software-orders');

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * The house's sales of a dashboard month (credits sold and revenue): the revenue report of that month,
 * which lists what every buyer bought from the house, with the month before it as the previous period.
 * The dashboard's `to` is exclusive; a report's days are inclusive.
 */
export const houseSalesReport = (period: { from: string; to: string }) => {
  const lastDay = new Date(Date.parse(period.to) - DAY_MS).toISOString().slice(0, 10);
  const search = filtersToSearch({ ...initialFilters, compare: 'month', fromCurrent: period.from.slice(0, 10), toCurrent: lastDay });
  return `${REPORT_PATHS.revenue}?${search.toString()}`;
};
export const ledgerPath = listPath('/credit-admin-history');

const PAID_BY_CUSTOMER: CreditOrderStatus = 'Payment confirmed customer';
export const paymentsToConfirmPath = listPath('/credit-payments', { status: PAID_BY_CUSTOMER });

export const unassignedTicketsPath = listPath('/support', { unassigned: true });
export const ticketsOfAgent = (agentId: string) => listPath('/support', { agentId, statusNot: TICKET_STATUS_CLOSED });

/** The calibrators' queue reads its tab and switch from the URL (calibratorQueue). */
export const queuePath = (scope: 'mine' | 'unassigned' | 'all', overdue = false) =>
  `/files/orders?${new URLSearchParams({ scope, ...(overdue ? { overdue: 'true' } : {}) }).toString()}`;

export const movementsPath = '/credit-history';
export const buyCreditsPath = '/order-credit';
export const orderSoftwarePath = '/order-software';
