import type { FastifyInstance } from 'fastify';
import { CREDIT_ORDER_STREAM_PREFIX, type CreditOrderEventData } from '../../../events/credit_orders/events.js';
import { LedgerRefused } from '../../../events/ledger/errors.js';
import type { Subscription } from '../../../events/store/port.js';
import { startReactor, type Reactor } from '../../../projections/runner/reactor.js';
import { issueInvoice } from '../../services/invoices/issue.js';
import { deliverCredits } from './handle.js';

// Finishes the ledger step of confirmed credit orders. The confirm route appends PaymentConfirmed
// and then credits the ledger; if the process dies in between, this reactor runs the same
// BuyCredits. It is a reactor and not a projection because it writes to the event store, not to a
// read model, and must not run again on `npm run rebuild`.
// Runs once per lock (its own advisory lock and checkpoint) AND is idempotent by design: movement id and key derive from the order.

export const CREDIT_DELIVERY_CHECKPOINT = 'reactor:credit-order-delivery';

export const creditDeliveryReactor = (app: FastifyInstance): Reactor => ({
  name: CREDIT_DELIVERY_CHECKPOINT,
  handles: ['PaymentConfirmed'],
  react: async (event) => {
    if (!event.stream.startsWith(CREDIT_ORDER_STREAM_PREFIX)) return;
    try {
      await deliverCredits(app, event.data as CreditOrderEventData['PaymentConfirmed']);
    } catch (error) {
      // A refusal (the selling parent lacks the credits) is final for now: the order shows credited:
      // false and confirming it again retries. Anything else (database down) is thrown and retried.
      if (!(error instanceof LedgerRefused)) throw error;
      app.log.warn({ orderId: (event.data as { orderId: string }).orderId, reason: error.message }, 'credit order confirmed but not credited');
    }
    await issueInvoice(app, (event.data as { orderId: string }).orderId);
  },
});

export const startCreditDeliveryReactor = async (app: FastifyInstance): Promise<Subscription> =>
  startReactor({ store: app.store, db: app.db, pool: app.pool, reactor: creditDeliveryReactor(app), log: (message, error) => app.log.error({ err: error }, message) });
