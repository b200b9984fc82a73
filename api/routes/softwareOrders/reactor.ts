import { SOFTWARE_ORDER_STREAM_PREFIX, type SoftwareOrderEventData } from '../../../events/softwareOrders/events.js';
import type { Reactor } from '../../../projections/runner/reactor.js';
import type { AppServices } from '../../plugins/services.js';
import { moveOrderMoney, refundSoftwareOrder, settleSoftwareOrder } from './settle.js';

// Finishes the payment step of software orders: an order placed (or priced by an Admin) whose
// process died before its charge was recorded is charged here, once (settle.ts: a lock per order,
// ids derived from the order), and refunds a cancelled or rejected one. Usually the route has done
// it already and this changes nothing. Money due after the sale (price differences, warranty
// refunds, the distributor's profit) is moved here too (moveOrderMoney).

export const SOFTWARE_ORDER_SETTLEMENT = 'reactor:software-order-settlement';

export const softwareOrderSettlementReactor = (services: AppServices): Reactor => ({
  name: SOFTWARE_ORDER_SETTLEMENT,
  handles: ['SoftwareOrderPlaced', 'SoftwareOrderPriceSet', 'SoftwareOrderStatusChanged', 'SoftwareOrderMoneyDue'],
  react: async (event) => {
    if (!event.stream.startsWith(SOFTWARE_ORDER_STREAM_PREFIX)) return;
    const { orderId } = event.data as SoftwareOrderEventData['SoftwareOrderPlaced'] | SoftwareOrderEventData['SoftwareOrderPriceSet'];
    // A cancelled or rejected order's refund (nothing when none is due).
    if (event.type === 'SoftwareOrderStatusChanged') await refundSoftwareOrder(services, orderId);
    else if (event.type === 'SoftwareOrderMoneyDue') await moveOrderMoney(services, orderId);
    else await settleSoftwareOrder(services, orderId);
    // A charge or a refund may have made money due (the distributor's profit): finish it too.
    await moveOrderMoney(services, orderId);
  },
});
