import type { CreditOrderStatus } from '../../../events/creditOrders/events';
import type { MovementKind } from '../../../events/constants';
import { listPath } from '../shared/listPath';
import type { OrderStatus } from '../softwareOrders/statuses';

// The list behind each figure of the dashboards, with the filter that gives the figure's rows.

export const softwareOrdersIn = (status: OrderStatus | string) => listPath('/software-orders', { status });
export const softwareOrdersPath = listPath('/software-orders');

/**
 * The house's sales are credit-order movements: the admin history narrowed to that kind and the
 * month. Its account filter is a user picker, which cannot name the house, so a distributor's own
 * sales of the month show there too (their From column says who sold).
 */
const CREDIT_ORDER_MOVEMENT: MovementKind = 'CreditOrderEntity';
export const creditSalesIn = (period: { from: string; to: string }) =>
  listPath('/credit-admin-history', { kind: CREDIT_ORDER_MOVEMENT, from: period.from, to: period.to });
export const ledgerPath = listPath('/credit-admin-history');

const CONFIRMED: CreditOrderStatus = 'Payment confirmed (admin)';
const PAID_BY_CUSTOMER: CreditOrderStatus = 'Payment confirmed customer';
/** Revenue: the house's confirmed credit orders (the list has no input for the seller; the filter still applies). */
export const houseSalesPath = listPath('/credit-payments', { status: CONFIRMED, sellerId: 'house' });
export const paymentsToConfirmPath = listPath('/credit-payments', { status: PAID_BY_CUSTOMER });

export const unassignedTicketsPath = listPath('/support', { unassigned: true });
export const ticketsOfAgent = (agentId: string) => listPath('/support', { agentId });

/** The calibrators' queue reads its tab and switch from the URL (calibratorQueue). */
export const queuePath = (scope: 'mine' | 'unassigned' | 'all', overdue = false) =>
  `/files/orders?${new URLSearchParams({ scope, ...(overdue ? { overdue: 'true' } : {}) }).toString()}`;

export const movementsPath = '/credit-history';
export const buyCreditsPath = '/order-credit';
export const orderSoftwarePath = '/order-software';
