import { sql, type Transaction, type UpdateObject } from 'kysely';
import { CREDIT_ORDER_EVENT_TYPES, type CreditOrderEvent, type CreditOrderTerms } from '../../events/creditOrders/events.js';
import type { Movement } from '../../events/credit/events.js';
import { eventOfTypes, type RecordedEvent } from '../../events/store/port.js';
import type { Projection } from '../runner/projection.js';
import type { Database } from '../../database/schema.js';
import { unreachable } from '../../events/unreachable.js';

// Folds the credit-order streams into one row per order, and marks an order credited when the
// ledger's CreditsBought for it arrives (keyed `credit-order:<id>`, see the confirm step).

const isCreditOrderEvent = eventOfTypes<CreditOrderEvent>(CREDIT_ORDER_EVENT_TYPES);

export const creditOrderLedgerKey = (orderId: string) => `credit-order:${orderId}`;

const termsColumns = (t: CreditOrderTerms) => ({
  credits: t.credits, price: t.price, fee: t.fee, fee_percent: t.feePercent, total: t.total,
  payment_method: t.paymentMethod, description: t.description, updated_at: new Date(t.at),
  promotion: t.promotion ? JSON.stringify(t.promotion) : null,
});

const update = (trx: Transaction<Database>, orderId: string, values: UpdateObject<Database, 'credit_orders'>) =>
  trx.updateTable('credit_orders').set(values).where('id', '=', orderId).execute();

const foldOrderEvent = async (trx: Transaction<Database>, event: CreditOrderEvent) => {
  switch (event.type) {
    case 'CreditOrderOffered':
    case 'CreditOrderPlaced': {
      const t = event.data;
      await trx
        .insertInto('credit_orders')
        .values({
          id: t.orderId, number: sql<number>`(SELECT COALESCE(MAX(number), 0) + 1 FROM credit_orders)`, buyer_id: t.buyerId, seller_id: t.sellerId,
          ...termsColumns(t), status: event.type === 'CreditOrderOffered' ? 'Offer' : 'New', created_at: new Date(t.at),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return;
    }
    case 'CreditOrderTermsChanged':
      return void (await update(trx, event.data.orderId, termsColumns(event.data)));
    case 'OfferAccepted':
      return void (await update(trx, event.data.orderId, { status: 'New', updated_at: new Date(event.data.at) }));
    case 'PaymentNotified':
      return void (await update(trx, event.data.orderId, {
        status: 'Payment confirmed customer', payment_reference: (eb) => eb.fn.coalesce(eb.val(event.data.reference), eb.ref('payment_reference')), updated_at: new Date(event.data.at),
      }));
    case 'PaymentReceived':
      return void (await update(trx, event.data.orderId, {
        status: 'Partially paid', paid_amount: sql`paid_amount + ${event.data.amount}`,
        payment_reference: (eb) => eb.fn.coalesce(eb.val(event.data.reference), eb.ref('payment_reference')), updated_at: new Date(event.data.at),
      }));
    case 'PaymentConfirmed':
      return void (await update(trx, event.data.orderId, { status: 'Payment confirmed (admin)', confirmed_at: new Date(event.data.at), updated_at: new Date(event.data.at) }));
    case 'CreditOrderCancelled':
      return void (await update(trx, event.data.orderId, { status: 'Cancelled', updated_at: new Date(event.data.at) }));
    default:
      return unreachable('credit order event', event);
  }
};

export const creditOrdersProjection: Projection = {
  name: 'credit_orders',
  handles: [...CREDIT_ORDER_EVENT_TYPES, 'CreditsBought'],
  tables: ['credit_orders'],
  evolve: async (trx, event: RecordedEvent) => {
    if (event.type === 'CreditsBought') {
      const m = event.data as Movement;
      if (m.reference && m.idempotencyKey === creditOrderLedgerKey(m.reference)) await update(trx, m.reference, { credited: true });
      return;
    }
    if (isCreditOrderEvent(event)) await foldOrderEvent(trx, event);
  },
};
