import { SOFTWARE_ORDER_STREAM_PREFIX, type SoftwareOrderEventData } from '../../../events/softwareOrders/events.js';
import type { Reactor } from '../../../projections/runner/reactor.js';
import type { AppServices } from '../../plugins/services.js';
import { settleSoftwareOrder } from './settle.js';

// Finishes the payment step of software orders: an order placed (or priced by an Admin) whose
// process died before its charge was recorded is charged here, once (settle.ts: a lock per order,
// ids derived from the order). Usually the route has settled it already and this changes nothing.

export const SOFTWARE_ORDER_SETTLEMENT = 'reactor:software-order-settlement';

export const softwareOrderSettlementReactor = (services: AppServices): Reactor => ({
  name: SOFTWARE_ORDER_SETTLEMENT,
  handles: ['SoftwareOrderPlaced', 'SoftwareOrderPriceSet'],
  react: async (event) => {
    if (!event.stream.startsWith(SOFTWARE_ORDER_STREAM_PREFIX)) return;
    const { orderId } = event.data as SoftwareOrderEventData['SoftwareOrderPlaced'] | SoftwareOrderEventData['SoftwareOrderPriceSet'];
    await settleSoftwareOrder(services, orderId);
  },
});
