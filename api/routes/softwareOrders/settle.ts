import { handleCommand } from '../../../events/command/handle-command.js';
import { LedgerRefused } from '../../../events/credit/errors.js';
import { softwareOrderDecider } from '../../../events/softwareOrders/decide.js';
import { softwareOrderStream, type SoftwareOrderEvent } from '../../../events/softwareOrders/events.js';
import { evolve, initialSoftwareOrder, type SoftwareOrderState } from '../../../events/softwareOrders/state.js';
import type { GlobalPosition, RecordedEvent } from '../../../events/store/port.js';
import type { AppServices } from '../../plugins/services.js';
import { deterministicUuid } from '../../services/deterministic-id.js';

// The payment step of a software order: charge the ledger, then record the outcome on the order.
// The route runs it right after placing the order (and after an Admin prices an on-request one);
// the settlement reactor runs it for any order a crash left awaiting its charge. Both may run it
// at once: it runs under an advisory lock per order, and every id derives from the order, so the
// ledger moves once (a repeated ChargeSoftware answers the recorded movement) and the order
// records one outcome.

type Services = Pick<AppServices, 'store' | 'ledger' | 'pool'>;

export const loadSoftwareOrder = async (services: Pick<AppServices, 'store'>, orderId: string) => {
  const history = await services.store.readStream<SoftwareOrderEvent>(softwareOrderStream(orderId));
  return { history, state: history.reduce(evolve, initialSoftwareOrder()) };
};

/** The charge's movement id: one per price (a repriced on-request order is a new charge). */
const chargeMovementId = (orderId: string, history: RecordedEvent<SoftwareOrderEvent>[]) => {
  const priced = history.filter((e) => e.type === 'SoftwareOrderPriceSet').at(-1);
  return deterministicUuid(`software-order-charge:${orderId}:${priced?.id ?? 'placed'}`);
};

/** Runs `work` holding the order's advisory lock (a session lock on one pooled connection). */
const withOrderLock = async <T>(services: Services, orderId: string, work: () => Promise<T>): Promise<T> => {
  const client = await services.pool.connect();
  const key = `software-order:${orderId}`;
  let healthy = true;
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
    return await work();
  } finally {
    healthy = await client.query('SELECT pg_advisory_unlock(hashtext($1))', [key]).then(() => true, () => false);
    client.release(!healthy);
  }
};

export type Settlement = { state: SoftwareOrderState; position: GlobalPosition | null; refusal: LedgerRefused | null };

/** Charges an order awaiting its charge and records the outcome; a settled order is left as it is. */
export const settleSoftwareOrder = (services: Services, orderId: string): Promise<Settlement> =>
  withOrderLock(services, orderId, async () => {
    const { history, state } = await loadSoftwareOrder(services, orderId);
    const last = history.at(-1)?.position ?? null;
    if (state.payment !== 'awaiting' || !state.order || state.price === null) return { state, position: last, refusal: null };
    const order = state.order;
    const movementId = chargeMovementId(orderId, history);
    const at = new Date().toISOString();
    let refusal: LedgerRefused | null = null;
    let charged = false;
    try {
      await services.ledger.handle({
        type: 'ChargeSoftware', movementId, amount: state.price, idempotencyKey: null, actor: { id: order.placedById, isAdmin: false }, at,
        from: order.dealerId, orderId, kind: order.kind,
      });
      charged = true;
    } catch (error) {
      if (!(error instanceof LedgerRefused)) throw error; // the database, not a decision: retried by the caller or the reactor
      refusal = error;
    }
    const result = await handleCommand(services.store, softwareOrderStream(orderId), softwareOrderDecider, charged
      ? { type: 'RecordCharge', eventId: deterministicUuid(`charged:${movementId}`), movementId, amount: state.price, at }
      : { type: 'RecordPaymentRefused', eventId: deterministicUuid(`refused:${movementId}`), code: refusal!.code, message: refusal!.message, at });
    return { state: result.state, position: result.position, refusal };
  });
