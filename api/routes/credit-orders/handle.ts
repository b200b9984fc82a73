import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CreditOrderCommand } from '../../../events/credit_orders/commands.js';
import { decide } from '../../../events/credit_orders/decide.js';
import { CreditOrderRefused, ORDER_NOT_FOUND } from '../../../events/credit_orders/errors.js';
import { creditOrderStream, type CreditOrderEvent, type CreditOrderEventData } from '../../../events/credit_orders/events.js';
import { evolve, initialCreditOrder, type CreditOrderState } from '../../../events/credit_orders/state.js';
import { HOUSE_ACCOUNT } from '../../../events/ledger/credits.js';
import { comparePositions, WrongExpectedVersion, type GlobalPosition } from '../../../events/store/port.js';
import { creditOrderLedgerKey } from '../../../projections/credit_orders/projection.js';
import type { Idempotency } from '../../http/idempotency.js';
import { deterministicUuid } from '../../services/deterministic-id.js';
import { issueInvoice } from '../../services/invoices/issue.js';

// Runs a credit-order command: read the order's stream, decide, append with the expected revision
// (another writer in between → decide again), credit the ledger when the order is confirmed, then
// wait until the read models show it (read-your-writes).

const MAX_CONFLICT_RETRIES = 10;

export const loadCreditOrder = async (app: FastifyInstance, orderId: string) => {
  const events = await app.store.readStream(creditOrderStream(orderId));
  const state = events.reduce((s, e) => evolve(s, e as unknown as CreditOrderEvent), initialCreditOrder());
  return { state, revision: events.length ? events[events.length - 1].revision : null, events };
};

export const requireCreditOrder = async (app: FastifyInstance, orderId: string) => {
  const loaded = await loadCreditOrder(app, orderId);
  if (!loaded.state.terms) throw new CreditOrderRefused(404, ORDER_NOT_FOUND);
  return { ...loaded, terms: loaded.state.terms };
};

/** A new order's id: derived from the Idempotency-Key when there is one, so concurrent twins place one order. */
export const newOrderId = (idempotency: Idempotency) => (idempotency.scopedKey ? deterministicUuid(`credit-order-id:${idempotency.scopedKey}`) : randomUUID());

/** Event ids: derived from the Idempotency-Key when there is one, so concurrent twins store once. */
export const eventIds = (idempotency: Idempotency, orderId: string) => {
  const base = idempotency.scopedKey ? deterministicUuid(`credit-order-command:${idempotency.scopedKey}:${orderId}`) : randomUUID();
  return { eventId: base, confirmationEventId: idempotency.scopedKey ? deterministicUuid(`${base}:confirmation`) : randomUUID() };
};

/** The ledger movement of a confirmed order: from the seller to the buyer, once (the key and the id derive from the order). */
export const deliverCredits = (app: FastifyInstance, confirmed: CreditOrderEventData['PaymentConfirmed']) =>
  app.ledger.handle({
    type: 'BuyCredits', movementId: confirmed.movementId, amount: confirmed.credits, idempotencyKey: creditOrderLedgerKey(confirmed.orderId),
    actor: { id: confirmed.actorId ?? HOUSE_ACCOUNT, isAdmin: false }, at: confirmed.at, from: confirmed.sellerId, to: confirmed.buyerId, creditOrderId: confirmed.orderId,
  });

export const creditOrderMovementId = (orderId: string) => deterministicUuid(`credit-order:${orderId}`);

const later = (a: GlobalPosition | null, b: GlobalPosition | null) => (!a ? b : !b ? a : comparePositions(a, b) >= 0 ? a : b);

export const runCreditOrderCommand = async (
  app: FastifyInstance, orderId: string, build: (state: CreditOrderState) => CreditOrderCommand | Promise<CreditOrderCommand>,
): Promise<CreditOrderState> => {
  for (let attempt = 0; ; attempt += 1) {
    const { state, revision, events: past } = await loadCreditOrder(app, orderId);
    const command = await build(state);
    // The same command already applied (a concurrent twin with the same Idempotency-Key): nothing new.
    const replay = past.some((e) => e.id === command.eventId);
    const events = replay ? [] : decide(command, state);
    // With nothing new to append, the answer still shows everything this decision saw.
    let position: GlobalPosition | null = past.at(-1)?.position ?? null;
    if (events.length) {
      try {
        position = (await app.store.appendToStream(creditOrderStream(orderId), events, { expectedRevision: revision ?? 'no_stream' })).position;
      } catch (error) {
        if (error instanceof WrongExpectedVersion && attempt < MAX_CONFLICT_RETRIES) continue;
        throw error;
      }
    }
    const after = events.reduce(evolve, state);
    // Confirming (again) always finishes the ledger step: a step a crash or a refusal left undone is done now, never twice.
    if (command.type === 'ReceivePayment' && after.status === 'Payment confirmed (admin)') {
      const confirmed = [...past, ...events].find((e) => e.type === 'PaymentConfirmed');
      if (confirmed) position = later(position, (await deliverCredits(app, confirmed.data as CreditOrderEventData['PaymentConfirmed'])).position);
      // The invoice is issued once, as an event carrying what it prints (the reactor does it after a crash).
      position = later(position, await issueInvoice(app, orderId));
    }
    if (position && !(await app.runner.waitFor(position))) app.log.warn({ orderId }, 'projections did not reach the credit order in time');
    return after;
  }
};
