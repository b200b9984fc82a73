import type { FastifyInstance } from 'fastify';
import { CREDIT_ORDER_STREAM_PREFIX, type CreditOrderEventData } from '../../../events/credit_orders/events.js';
import { LedgerRefused } from '../../../events/ledger/errors.js';
import type { GlobalPosition, Subscription } from '../../../events/store/port.js';
import { readCheckpoint, writeCheckpoint } from '../../../projections/runner/checkpoints.js';
import { issueInvoice } from '../../services/invoices/issue.js';
import { deliverCredits } from './handle.js';

// Finishes the ledger step of confirmed credit orders. The confirm route appends PaymentConfirmed
// and then credits the ledger; if the process dies in between, this subscriber (with its own
// checkpoint) runs the same BuyCredits. It is a subscriber and not a projection because it writes
// to the event store, not to a read model, and must not run again on `npm run rebuild`. The ledger
// step is idempotent (movement id and key derive from the order), so a replay after a crash, or a
// second API instance running the same reactor, credits nobody twice.

export const CREDIT_DELIVERY_CHECKPOINT = 'reactor:credit-order-delivery';
/** Other events only move the checkpoint now and then. */
const CHECKPOINT_EVERY = 500;

export const startCreditDeliveryReactor = async (app: FastifyInstance): Promise<Subscription> => {
  const from = await readCheckpoint(app.db, CREDIT_DELIVERY_CHECKPOINT);
  let passed = 0;
  const save = (position: GlobalPosition) => writeCheckpoint(app.db, CREDIT_DELIVERY_CHECKPOINT, position).then(() => void (passed = 0));
  return app.store.subscribeToAll(from, async (event) => {
    if (event.type !== 'PaymentConfirmed' || !event.stream.startsWith(CREDIT_ORDER_STREAM_PREFIX)) {
      if ((passed += 1) >= CHECKPOINT_EVERY) await save(event.position);
      return;
    }
    try {
      await deliverCredits(app, event.data as CreditOrderEventData['PaymentConfirmed']);
    } catch (error) {
      // A refusal (the selling parent lacks the credits) is final for now: the order shows credited:
      // false and confirming it again retries. Anything else (database down) is thrown and retried.
      if (!(error instanceof LedgerRefused)) throw error;
      app.log.warn({ orderId: (event.data as { orderId: string }).orderId, reason: error.message }, 'credit order confirmed but not credited');
    }
    await issueInvoice(app, (event.data as { orderId: string }).orderId);
    await save(event.position);
  });
};
