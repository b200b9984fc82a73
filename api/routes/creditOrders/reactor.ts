import { CREDIT_ORDER_STREAM_PREFIX, type CreditOrderEventData } from '../../../events/creditOrders/events.js';
import { LedgerRefused } from '../../../events/credit/errors.js';
import type { Reactor } from '../../../projections/runner/reactor.js';
import type { AppServices } from '../../plugins/services.js';
import { issueInvoice } from '../../services/invoices/issue.js';
import { deliverCredits } from './handle.js';

// Finishes the ledger step of confirmed credit orders. The confirm route appends PaymentConfirmed
// and then credits the ledger; if the process dies in between, this reactor runs the same
// BuyCredits. It is a reactor and not a projection because it writes to the event store, not to a
// read model, and must not run again on `npm run rebuild`.
// Runs once per lock (its own advisory lock and checkpoint) AND is idempotent by design: movement id and key derive from the order.

export const CREDIT_DELIVERY_CHECKPOINT = 'reactor:credit-order-delivery';

export const creditDeliveryReactor = (services: AppServices, log: (message: string, error?: unknown) => void): Reactor => ({
  name: CREDIT_DELIVERY_CHECKPOINT,
  handles: ['PaymentConfirmed'],
  react: async (event) => {
    if (event.type !== 'PaymentConfirmed' || !event.stream.startsWith(CREDIT_ORDER_STREAM_PREFIX)) return;
    const confirmed = event.data as CreditOrderEventData['PaymentConfirmed'];
    try {
      await deliverCredits(services, confirmed);
    } catch (error) {
      // A refusal (the selling parent lacks the credits) is final for now: the order shows credited:
      // false and confirming it again retries. Anything else (database down) is thrown and retried.
      if (!(error instanceof LedgerRefused)) throw error;
      log(`credit order ${confirmed.orderId} confirmed but not credited: ${error.message}`);
    }
    await issueInvoice(services, confirmed.orderId);
  },
});
