import { handleCommand } from '../../../events/command/handle-command.js';
import { LedgerRefused } from '../../../events/credit/errors.js';
import { CouponRefused } from '../../../events/coupons/errors.js';
import type { Refusal } from '../../../events/problem.js';
import { redeemCoupon, releaseCoupon as giveCouponBack } from '../../services/coupons.js';
import { softwareOrderDecider } from '../../../events/softwareOrders/decide.js';
import { softwareOrderStream, type MoneyStep, type SoftwareOrderEvent, type SoftwareOrderPlacedData } from '../../../events/softwareOrders/events.js';
import type { LedgerCommand } from '../../../events/credit/commands.js';
import { evolve, initialSoftwareOrder, refundDue, type SoftwareOrderState } from '../../../events/softwareOrders/state.js';
import type { GlobalPosition, RecordedEvent } from '../../../events/store/port.js';
import type { AppServices } from '../../plugins/services.js';
import { deterministicUuid } from '../../../events/deterministic-id.js';

// The payment step of a software order: charge the ledger, then record the outcome on the order.
// The route runs it right after placing the order (and after an Admin prices an on-request one);
// the settlement reactor runs it for any order a crash left awaiting its charge. Both may run it
// at once: in one process they take turns per order, and every id derives from the order, so the
// ledger moves once (a repeated ChargeSoftware answers the recorded movement) and the order
// records one outcome; a charge that lands after another process recorded a refusal is refunded.

type Services = Pick<AppServices, 'store' | 'ledger' | 'runner'>;

export const loadSoftwareOrder = async (services: Pick<AppServices, 'store'>, orderId: string) => {
  const history = await services.store.readStream<SoftwareOrderEvent>(softwareOrderStream(orderId));
  return { history, state: history.reduce(evolve, initialSoftwareOrder()) };
};

/** The charge's movement id: one per price (a repriced on-request order is a new charge). */
const chargeMovementId = (orderId: string, history: RecordedEvent<SoftwareOrderEvent>[]) => {
  const priced = history.filter((e) => e.type === 'SoftwareOrderPriceSet').at(-1);
  return deterministicUuid(`software-order-charge:${orderId}:${priced?.id ?? 'placed'}`);
};

/**
 * One settle per order at a time in this process (the route and the reactor may meet here). Not a
 * database lock: a lock held across the ledger call would hold a pooled connection per waiting
 * order and starve the pool under a burst. Across processes the ids keep it safe (see below).
 */
const settling = new Map<string, Promise<unknown>>();
const oneAtATime = <T>(orderId: string, work: () => Promise<T>): Promise<T> => {
  const before = settling.get(orderId) ?? Promise.resolve();
  const mine = before.then(work, work);
  const tail = mine.catch(() => undefined);
  settling.set(orderId, tail);
  void tail.then(() => settling.get(orderId) === tail && settling.delete(orderId));
  return mine;
};

export type Settlement = { state: SoftwareOrderState; position: GlobalPosition | null; refusal: Refusal | null };

/** Charges an order awaiting its charge and records the outcome; a settled order is left as it is. */
export const settleSoftwareOrder = (services: Services, orderId: string): Promise<Settlement> =>
  oneAtATime(orderId, async () => {
    const { history, state } = await loadSoftwareOrder(services, orderId);
    const last = history.at(-1)?.position ?? null;
    if (state.payment !== 'awaiting' || !state.order || state.price === null) return { state, position: last, refusal: null };
    const order = state.order;
    const movementId = chargeMovementId(orderId, history);
    const at = new Date().toISOString();
    let refusal: Refusal | null = null;
    let charged = false;
    const actor = { id: order.placedById, isAdmin: false };
    // An order on request takes no coupon (its price is the Admin's): only a priced order counts a use.
    const coupon = order.quote.onRequest ? null : order.coupon;
    const releaseCoupon = async () => {
      if (coupon) await giveCouponBack(services, { code: coupon.code, orderId, actor, at });
    };
    try {
      // The coupon's use is counted first (idempotent by order): a coupon used up meanwhile voids the order unpaid.
      if (coupon) await redeemCoupon(services, { code: coupon.code, orderId, dealerId: order.dealerId, actor, at });
      // A free order (a full coupon or upgrade credit) moves no credits: the ledger takes no movement
      // of zero, and the quote allowed it, so it is paid as it is.
      if (state.price > 0) {
        await services.ledger.handle({
          type: 'ChargeSoftware', movementId, amount: state.price, idempotencyKey: null, actor, at,
          from: order.dealerId, orderId, kind: order.kind,
        });
      }
      charged = true;
    } catch (error) {
      if (!(error instanceof LedgerRefused) && !(error instanceof CouponRefused)) throw error; // the database, not a decision: retried by the caller or the reactor
      refusal = error;
      if (error instanceof LedgerRefused) await releaseCoupon();
    }
    const result = await handleCommand(services.store, softwareOrderStream(orderId), softwareOrderDecider, charged
      ? { type: 'RecordCharge', eventId: deterministicUuid(`charged:${movementId}`), movementId, amount: state.price, at }
      : { type: 'RecordPaymentRefused', eventId: deterministicUuid(`refused:${movementId}`), code: refusal!.code, message: refusal!.message, at });
    // Another process settled it meanwhile with a refusal (its charge failed, ours passed later):
    // the order does not take these credits, so they go back at once, once.
    if (charged && result.state.payment !== 'paid' && state.price > 0) {
      await services.ledger.handle({
        type: 'RefundSoftware', movementId: deterministicUuid(`software-order-void-refund:${movementId}`), amount: state.price, idempotencyKey: null,
        actor, at, to: order.dealerId, orderId, kind: 'RefundEntity',
      });
      await releaseCoupon();
    }
    return { state: result.state, position: result.position, refusal };
  });

/**
 * Gives a cancelled or rejected order's charge back to its dealer (ledger RefundEntity, one
 * movement per order) and its coupon use, then records it on the order. Idempotent like the
 * charge: the route runs it after the move, the settlement reactor after a crash.
 */
export const refundSoftwareOrder = (services: Services, orderId: string): Promise<{ state: SoftwareOrderState; position: GlobalPosition | null }> =>
  oneAtATime(orderId, async () => {
    const { history, state } = await loadSoftwareOrder(services, orderId);
    const due = refundDue(state);
    if (!state.order || due <= 0) return { state, position: history.at(-1)?.position ?? null };
    const order = state.order;
    // One refund per round: a corrected read opens the order again, and a second rejection gives back again.
    const movementId = deterministicUuid(state.round === 1 ? `software-order-refund:${orderId}` : `software-order-refund:${orderId}:${state.round}`);
    const at = new Date().toISOString();
    const actor = { id: order.placedById, isAdmin: false };
    await services.ledger.handle({ type: 'RefundSoftware', movementId, amount: due, idempotencyKey: null, actor, at, to: order.dealerId, orderId, kind: 'RefundEntity' });
    if (order.coupon && !order.quote.onRequest) await giveCouponBack(services, { code: order.coupon.code, orderId, actor, at });
    const result = await handleCommand(services.store, softwareOrderStream(orderId), softwareOrderDecider,
      { type: 'RecordRefund', eventId: deterministicUuid(`refunded:${movementId}`), movementId, amount: due, at });
    return { state: result.state, position: result.position };
  });

/** The ledger command of a money step (every id from the step: a repeat moves nothing twice). */
const ledgerCommandFor = (money: MoneyStep, order: SoftwareOrderPlacedData, at: string): LedgerCommand => {
  const actor = { id: order.placedById, isAdmin: false };
  const base = { movementId: money.movementId, amount: money.amount, idempotencyKey: null, actor, at, orderId: order.orderId };
  switch (money.step) {
    case 'refundDifference':
      return { ...base, type: 'RefundSoftware', to: order.dealerId, kind: 'OrderRefundDifference' };
    case 'chargeDifference':
      return { ...base, type: 'ChargeSoftware', from: order.dealerId, kind: 'OrderRefundDifference' };
    case 'chargeResubmission':
      return { ...base, type: 'ChargeSoftware', from: order.dealerId, kind: order.kind };
    case 'warrantyRefund':
      return { ...base, type: 'RefundSoftware', to: order.dealerId, kind: 'WarrantEntity' };
    case 'payProfit':
      return { ...base, type: 'PayDistributorProfit', to: money.distributorId };
    case 'reverseProfit':
      return { ...base, type: 'ReverseDistributorProfit', from: money.distributorId };
  }
};

/**
 * Moves every money step the order owes (SoftwareOrderMoneyDue) and records each outcome; a step
 * may make another due (a refund in full reverses the distributor's profit), so it loops until none
 * is left. Run by the route after its command and by the settlement reactor after a crash.
 */
export const moveOrderMoney = (services: Services, orderId: string): Promise<{ state: SoftwareOrderState; position: GlobalPosition | null }> =>
  oneAtATime(orderId, async () => {
    let { history, state } = await loadSoftwareOrder(services, orderId);
    let position = history.at(-1)?.position ?? null;
    for (let guard = 0; state.order && state.pending.length > 0 && guard < 10; guard += 1) {
      const money = state.pending[0];
      const at = new Date().toISOString();
      let refusal: Refusal | null = null;
      try {
        await services.ledger.handle(ledgerCommandFor(money, state.order, at));
      } catch (error) {
        if (!(error instanceof LedgerRefused)) throw error; // the database: the reactor retries
        refusal = error;
      }
      const result = await handleCommand(services.store, softwareOrderStream(orderId), softwareOrderDecider, refusal
        ? { type: 'RecordMoneyRefused', eventId: deterministicUuid(`money-refused:${money.movementId}`), movementId: money.movementId, code: refusal.code, message: refusal.message, at }
        : { type: 'RecordMoneyMoved', eventId: deterministicUuid(`money-moved:${money.movementId}`), movementId: money.movementId, at });
      state = result.state;
      position = result.position ?? position;
    }
    return { state, position };
  });
