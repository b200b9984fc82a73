import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { handleCommand } from '../../../events/command/handle-command.js';
import type { CreditOrderCommand } from '../../../events/creditOrders/commands.js';
import { creditOrderDecider } from '../../../events/creditOrders/decide.js';
import { CreditOrderRefused, ORDER_NOT_FOUND } from '../../../events/creditOrders/errors.js';
import { creditOrderStream, type CreditOrderEvent, type CreditOrderEventData } from '../../../events/creditOrders/events.js';
import { evolve, initialCreditOrder, type CreditOrderState } from '../../../events/creditOrders/state.js';
import { HOUSE_ACCOUNT } from '../../../events/credit/credits.js';
import { laterPosition, type GlobalPosition } from '../../../events/store/port.js';
import { creditOrderLedgerKey } from '../../../projections/creditOrders/projection.js';
import type { Idempotency } from '../../http/idempotency.js';
import type { AppServices } from '../../plugins/services.js';
import { deterministicUuid } from '../../../events/deterministic-id.js';
import { issueInvoice } from '../../services/invoices/issue.js';

// Runs a credit-order command on the one command path (handleCommand: read the order's stream,
// decide, append with the expected revision, decide again after a conflict), credits the ledger when
// the order is confirmed, then waits until the read models show it (read-your-writes).

export const loadCreditOrder = async (app: FastifyInstance, orderId: string) => {
  const events = await app.store.readStream<CreditOrderEvent>(creditOrderStream(orderId));
  const state = events.reduce(evolve, initialCreditOrder());
  return { state, revision: events.length ? events[events.length - 1].revision : null, events };
};

export const requireCreditOrder = async (app: FastifyInstance, orderId: string) => {
  const loaded = await loadCreditOrder(app, orderId);
  if (!loaded.state.terms) throw new CreditOrderRefused(404, ORDER_NOT_FOUND);
  return { ...loaded, terms: loaded.state.terms };
};

/** A new order's id: derived from the Idempotency-Key when there is one, so concurrent twins place one order. */
export const newOrderId = (idempotency: Idempotency) => (idempotency.scopedKey ? deterministicUuid(`credit-order-id:${idempotency.scopedKey}`) : randomUUID());

/**
 * Event ids: derived from the Idempotency-Key when there is one, so concurrent twins store once. Taken
 * once per request, outside the command builder: a command whose answer was lost is found by them on
 * the next attempt instead of being decided again.
 */
export const eventIds = (idempotency: Idempotency, orderId: string) => {
  const base = idempotency.scopedKey ? deterministicUuid(`credit-order-command:${idempotency.scopedKey}:${orderId}`) : randomUUID();
  return { eventId: base, confirmationEventId: idempotency.scopedKey ? deterministicUuid(`${base}:confirmation`) : randomUUID() };
};

/** The ledger movement of a confirmed order: from the seller to the buyer, once (the key and the id derive from the order). */
export const deliverCredits = (services: Pick<AppServices, 'ledger'>, confirmed: CreditOrderEventData['PaymentConfirmed']) =>
  services.ledger.handle({
    type: 'BuyCredits', movementId: confirmed.movementId, amount: confirmed.credits, idempotencyKey: creditOrderLedgerKey(confirmed.orderId),
    actor: { id: confirmed.actorId ?? HOUSE_ACCOUNT, isAdmin: false }, at: confirmed.at, from: confirmed.sellerId, to: confirmed.buyerId, creditOrderId: confirmed.orderId,
  });

export const creditOrderMovementId = (orderId: string) => deterministicUuid(`credit-order:${orderId}`);

const later = (a: GlobalPosition | null, b: GlobalPosition | null) => (a && b ? laterPosition(a, b) : (a ?? b));

export const runCreditOrderCommand = async (
  app: FastifyInstance, orderId: string, build: (state: CreditOrderState) => CreditOrderCommand | Promise<CreditOrderCommand>,
): Promise<CreditOrderState> => {
  const { state, events, history, position: written } = await handleCommand(app.store, creditOrderStream(orderId), creditOrderDecider, build);
  let position = written;
  // A confirmed order always finishes its ledger step (only confirming again gets this far: other
  // commands are refused once confirmed). A step a crash or a refusal left undone is done now, never
  // twice: the movement's id and key derive from the order.
  const confirmed = state.status === 'Payment confirmed (admin)' ? [...history, ...events].find((e) => e.type === 'PaymentConfirmed') : undefined;
  if (confirmed?.type === 'PaymentConfirmed') {
    position = later(position, (await deliverCredits(app, confirmed.data)).position);
    // The invoice is issued once, as an event carrying what it prints (the reactor does it after a crash).
    position = later(position, await issueInvoice(app, orderId));
  }
  if (position && !(await app.runner.waitFor(position))) app.log.warn({ orderId }, 'projections did not reach the credit order in time');
  return state;
};
